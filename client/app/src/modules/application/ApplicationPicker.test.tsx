import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe, type Feedback } from '../../feedback/bus';
import { I18nProvider } from '../../i18n/I18nProvider';
import { ApplicationPicker, canChangeApplication } from './ApplicationPickerDialog';
import type { CardProduct } from './ProductCard';

const card = (over: Partial<CardProduct> & { id: string; name: string }): CardProduct => ({
  __typename: 'Product',
  price: 50,
  stage: 2,
  category: 2,
  comingSoon: false,
  subscribed: false,
  href: '/tool',
  extend: { __typename: 'ProductExtend', code: over.name, imgUrl: '' },
  ...over,
});

const products = [
  card({ id: '1', name: 'Trajectory', price: 50 }),
  card({ id: '3', name: 'TrajectoryCT', price: 100 }),
  card({ id: '4', name: 'Crown', price: 30, stage: 3, subscribed: true, category: 3 }),
  card({ id: '5', name: 'Comparison', price: 0, stage: 1, category: 1 }),
  card({ id: '6', name: 'Hidden', stage: 3, category: 3 }),
];

function setup(props: Partial<Parameters<typeof ApplicationPicker>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const feedback: Feedback[] = [];
  const unsubscribe = subscribe((f) => feedback.push(f));
  render(
    <I18nProvider initialLocale="en-US">
      <FluentProvider theme={webLightTheme}>
        <ApplicationPicker products={products} balance={60} onCancel={onCancel} onConfirm={onConfirm} {...props} />
      </FluentProvider>
    </I18nProvider>,
  );
  return { onConfirm, onCancel, feedback, unsubscribe };
}

let cleanupBus: (() => void) | undefined;
afterEach(() => cleanupBus?.());

describe('ApplicationPicker', () => {
  it('shows only what the rules allow, with the badge or the price', () => {
    cleanupBus = setup().unsubscribe;
    const names = screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent);
    expect(names).toEqual(['Trajectory50 points', 'TrajectoryCT100 points', 'CrownSubscribed']);
    expect(screen.getByRole('heading', { name: 'AI-driven Occlusal Reconstruction' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Intelligent Assistant' })).toBeNull();
  });

  it('refuses a product above the balance with Insufficient points and stays open', async () => {
    const { onConfirm, feedback, unsubscribe } = setup();
    cleanupBus = unsubscribe;
    await userEvent.click(screen.getByRole('button', { name: /TrajectoryCT/ }));
    expect(feedback).toEqual([{ kind: 'warning', messageId: 'error.Insufficient points', values: undefined }]);
    expect(screen.getByRole('button', { name: /TrajectoryCT/ }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms an affordable or subscribed product', async () => {
    const { onConfirm, unsubscribe } = setup({ balance: 0 });
    cleanupBus = unsubscribe;
    await userEvent.click(screen.getByRole('button', { name: /Crown/ }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
  });

  it('cannot change the application when locked', async () => {
    const { onConfirm, unsubscribe } = setup({ locked: true, initialId: '1' });
    cleanupBus = unsubscribe;
    await userEvent.click(screen.getByRole('button', { name: /Crown/ }));
    expect(screen.getByRole('button', { name: /^Trajectory\s*50/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('locks when the case has a case group or the footer is hidden', () => {
    expect(canChangeApplication({ caseGroupId: null })).toBe(true);
    expect(canChangeApplication({ caseGroupId: '0' })).toBe(true);
    expect(canChangeApplication({ caseGroupId: '12' })).toBe(false);
    expect(canChangeApplication({ footerHidden: true })).toBe(false);
  });
});
