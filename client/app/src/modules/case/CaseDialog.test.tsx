import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../session/token';
import { fakeToken, renderApp } from '../../test/render';
import { CaseDialog } from './CaseDialog';

const baseCase = {
  id: '5',
  recordName: '',
  type: 1,
  status: 1,
  chiefComplaint: 'Toothache',
  currentCondition: 'Three days',
  treatmentItem: 'Filling',
  doctorAdvice: 'Soft food',
  memo: '',
  productId: null,
  createdAt: '2026-03-05T09:07:00.000Z',
  examination: [{ position: '36', content: 'Caries' }],
  diagnosis: [],
  dispose: [],
  group: null,
  reservation: { id: '8', reservationTime: '2030-01-15T09:30:00.000Z', remark: 'X-ray' },
  treatmentStep: null,
  doctor: { id: '1', name: 'Dr. Lin' },
  patient: { id: '3', name: 'Li Na' },
};

const me = () => ({
  id: '1',
  name: 'Dr. Lin',
  roles: ['admin'],
  isMainAccount: true,
  isSensitive: false,
  memberNumber: 1,
  avatar: null,
  practice: { id: '1', balance: 10 },
});
const products = () => [
  {
    id: '4',
    name: 'Crown',
    price: 300,
    stage: 2,
    subscribed: false,
    category: 2,
    comingSoon: false,
    href: '/crown/design',
    extend: { code: 'crowndesign', imgUrl: '' },
  },
];
const emptyPage = () => ({ items: [], total: 0, page: 1, limit: 10 });

describe('case dialog rules', () => {
  it('a new case needs a patient: the field is flagged and nothing is sent', async () => {
    setToken(fakeToken());
    const calls: { operation: string; variables: unknown }[] = [];
    renderApp(<CaseDialog onClose={vi.fn()} />, {
      resolvers: { me, products, patients: emptyPage, caseTemplates: emptyPage },
      calls,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select the patient')).toBeTruthy();
    expect(calls.some((call) => call.operation === 'CreateCase')).toBe(false);
  });

  it('a submitted case is read-only: no form, no footer, times as the seeds give them', async () => {
    setToken(fakeToken());
    renderApp(<CaseDialog caseId="5" onClose={vi.fn()} />, {
      resolvers: { me, products, case: () => ({ ...baseCase, status: 2 }) },
    });
    expect(await screen.findByText('Completed')).toBeTruthy();
    expect(screen.getByText('Li Na First visit')).toBeTruthy();
    expect(screen.getByText('01 [36] Caries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('Rewrite clears the content; Save sends the case with the appointment rules to the server', async () => {
    setToken(fakeToken());
    const calls: { operation: string; variables: unknown }[] = [];
    const onClose = vi.fn();
    renderApp(<CaseDialog caseId="5" onClose={onClose} />, {
      calls,
      resolvers: {
        me,
        products,
        caseTemplates: emptyPage,
        case: () => baseCase,
        updateCase: (args) => ({ ...baseCase, ...(args.input as object), examination: [], diagnosis: [], dispose: [] }),
      },
    });
    const complaint = await screen.findByRole('textbox', { name: 'Chief complaint' });
    expect((complaint as HTMLTextAreaElement).value).toBe('Toothache');
    expect(screen.getByText('01')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rewrite' }));
    expect((screen.getByRole('textbox', { name: 'Chief complaint' }) as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText('01')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const update = calls.find((call) => call.operation === 'UpdateCase');
    expect(update?.variables).toMatchObject({
      id: '5',
      input: { chiefComplaint: '', examination: [], reservationTime: null, treatmentStepId: null, type: 1 },
    });
  });

  it('a product above the balance is refused with Insufficient points and the picker stays open', async () => {
    setToken(fakeToken());
    renderApp(<CaseDialog onClose={vi.fn()} patient={{ id: '3', name: 'Li Na' }} />, {
      resolvers: { me, products, caseTemplates: emptyPage },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose an application' }));
    await userEvent.click(await screen.findByRole('button', { name: /AI crown design/ }));
    expect(await screen.findByText('Insufficient points')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Select application' })).toBeTruthy();
  });
});
