import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { ToothPickerDialog } from './ToothPickerDialog';

const renderPicker = (value: number[] = []) => {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  render(
    <I18nProvider initialLocale="en-US">
      <ToothPickerDialog value={value} onOk={onOk} onCancel={onCancel} />
    </I18nProvider>,
  );
  return { onOk, onCancel };
};

const tooth = (n: number) => screen.getByRole('button', { name: `Tooth ${n}` });

describe('tooth-position picker', () => {
  it('shows the 32 FDI teeth', () => {
    renderPicker();
    expect(screen.getAllByRole('button', { name: /^Tooth \d\d$/ })).toHaveLength(32);
  });

  it('toggles teeth and returns them sorted', async () => {
    const { onOk } = renderPicker();
    for (const n of [36, 11, 21, 11, 12]) await userEvent.click(tooth(n));
    expect(tooth(11).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Selected: 12,21,36')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledWith([12, 21, 36]);
  });

  it('selects the arches and clears', async () => {
    const { onOk } = renderPicker([41]);
    await userEvent.click(screen.getByRole('button', { name: 'Maxillary arch' }));
    expect(screen.getByText('Selected: 11-18,21-28')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mandibular arch' }));
    expect(screen.getByText('Selected: 31-38,41-48')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Full arch' }));
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(32);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledWith([]);
  });

  it('starts from the given teeth; Cancel returns nothing and Escape does not close it', async () => {
    const { onOk, onCancel } = renderPicker([47, 46]);
    expect(tooth(46).getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onOk).not.toHaveBeenCalled();
  });
});
