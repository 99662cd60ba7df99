import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../session/token';
import { fakeToken, renderApp } from '../../test/render';
import SettingsPage from './SettingsPage';

const empty = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, '']));
const invoiceKeys = [
  'companyName',
  'taxpayerId',
  'phone',
  'businessAddress',
  'invoiceEmail',
  'contact',
  'contactPhone',
  'address',
  'shortName',
  'qualification',
];

const user = (over: Record<string, unknown> = {}) => ({
  id: '1',
  name: 'Dr. Lin',
  avatar: null,
  phone: '13800000000',
  email: null,
  country: 'China',
  roles: ['admin'],
  isMainAccount: true,
  isSensitive: false,
  memberNumber: 1,
  practice: { id: '1', balance: 10, usableStorageGb: 3 },
  invoiceInfo: { ...empty(invoiceKeys), companyName: 'Smile Dental' },
  shippingAddress: empty(['contact', 'phone', 'address']),
  parent: null,
  ...over,
});

async function openInvoiceTab(me: () => unknown, calls: { operation: string; variables: unknown }[]) {
  setToken(fakeToken());
  renderApp(<SettingsPage />, {
    calls,
    resolvers: {
      me,
      updateProfile: ({ input }) => {
        const { invoiceInfo } = input as { invoiceInfo: Record<string, string> };
        return user({ invoiceInfo });
      },
    },
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Invoice info' }));
  return screen.findByRole('form', { name: 'Invoice info' });
}

describe('invoice info form', () => {
  it('flags a bad contact phone and invoice email and sends nothing; a valid form saves and says so', async () => {
    const calls: { operation: string; variables: unknown }[] = [];
    const form = await openInvoiceTab(() => user(), calls);
    const field = (label: string) => within(form).getByRole('textbox', { name: label });
    await waitFor(() => expect((field('Company name') as HTMLInputElement).value).toBe('Smile Dental'));
    await userEvent.type(field('Contact phone'), '12345678901');
    await userEvent.type(field('Invoice email'), 'billing@');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Please enter a valid mobile phone number')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid email address')).toBeTruthy();
    expect(calls.some((call) => call.operation === 'UpdateProfile')).toBe(false);

    await userEvent.clear(field('Contact phone'));
    await userEvent.type(field('Contact phone'), ' 13912345678 ');
    await userEvent.clear(field('Invoice email'));
    await userEvent.type(field('Invoice email'), 'billing@smile.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    const sent = calls.find((call) => call.operation === 'UpdateProfile');
    expect(sent?.variables).toEqual({
      input: {
        invoiceInfo: {
          ...empty(invoiceKeys),
          companyName: 'Smile Dental',
          contactPhone: '13912345678',
          invoiceEmail: 'billing@smile.example',
        },
      },
    });
  });

  it('shows a sub user the main account’s info read-only, without a save button', async () => {
    const calls: { operation: string; variables: unknown }[] = [];
    const parent = user({ id: '1', invoiceInfo: { ...empty(invoiceKeys), companyName: 'Main Co.' } });
    const form = await openInvoiceTab(
      () =>
        user({
          id: '2',
          roles: ['user'],
          isMainAccount: false,
          memberNumber: 0,
          invoiceInfo: empty(invoiceKeys),
          parent,
        }),
      calls,
    );
    const company = within(form).getByRole('textbox', { name: 'Company name' }) as HTMLInputElement;
    await waitFor(() => expect(company.value).toBe('Main Co.'));
    expect(company.readOnly).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(form).getByText('Only the main account can change this information')).toBeTruthy();
  });
});
