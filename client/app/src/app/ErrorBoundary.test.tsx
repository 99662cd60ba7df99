import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('keeps a failing page inside its area with a reload action', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider initialLocale="zh-CN">
        <p>top bar</p>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('top bar')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('页面无法显示。');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
