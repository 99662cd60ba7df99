import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../session/token';
import { renderApp } from '../../test/render';
import { DataCenter } from './DataCenter';

const prefix = 'practices/p1/';
const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${encode({ alg: 'HS256' })}.${encode({ sub: '1', storage: { prefix } })}.signature`;

const bin = {
  bytes: 3072,
  objects: [
    {
      key: `${prefix}recycle/1700000000000-files/old.stl`,
      size: 1024,
      lastModified: null,
      origin: 'file',
      originalKey: `${prefix}files/old.stl`,
      patientId: null,
      caseId: null,
    },
    {
      key: `${prefix}patients/7/files/jaw.ply`,
      size: 2048,
      lastModified: null,
      origin: 'patient',
      originalKey: `${prefix}patients/7/files/jaw.ply`,
      patientId: '7',
      caseId: null,
    },
  ],
};

const resolvers = {
  storageUsage: () => ({ usedBytes: 10_000, quotaBytes: 3 * 1024 ** 3, reservedBytes: 0, recycleBytes: bin.bytes }),
  storageObjectsAll: () => [{ key: `${prefix}files/scan.stl`, size: 500, lastModified: null }],
  recycleBin: () => bin,
  recycleFile: ({ key }: Record<string, unknown>) => ({
    key: `${prefix}recycle/1-${String(key).slice(prefix.length)}`,
  }),
  restoreRecycledFile: () => ({ key: `${prefix}files/old.stl` }),
  emptyRecycleBin: () => ({ patients: 1, cases: 0, files: 1, freedBytes: bin.bytes }),
};

describe('the data center recycle bin', () => {
  it('shows one bin with one size: deleted files restore here, record files come back with their record', async () => {
    setToken(token);
    const calls: { operation: string; variables: unknown }[] = [];
    renderApp(<DataCenter />, { resolvers, calls });
    const heading = await screen.findByRole('heading', { name: /Recycle bin/ });
    expect(heading.textContent).toBe('Recycle bin (2 files, 3 KB)');
    const table = screen.getByRole('table', { name: /Recycle bin/ });
    expect(within(table).getByText('old.stl')).toBeTruthy();
    expect(within(table).getByText('Comes back when its patient is restored')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: 'Restore' })).toHaveLength(1);

    await userEvent.click(within(table).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(calls.some((c) => c.operation === 'RestoreRecycledFile')).toBe(true));
    expect(calls.find((c) => c.operation === 'RestoreRecycledFile')!.variables).toEqual({ key: bin.objects[0]!.key });

    const files = screen.getByRole('table', { name: 'Files' });
    await userEvent.click(within(files).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.operation === 'RecycleFile')).toBe(true));
    expect(calls.find((c) => c.operation === 'RecycleFile')!.variables).toEqual({ key: `${prefix}files/scan.stl` });

    await userEvent.click(screen.getByRole('button', { name: 'Empty recycle bin' }));
    expect(await screen.findByText(/with the patients and cases in the recycle bin/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((c) => c.operation === 'EmptyRecycleBin')).toBe(true));
  });
});
