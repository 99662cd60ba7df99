import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { PracticeExport } from './PracticeExport';

const finished = {
  id: '3',
  status: 'finished',
  progress: 100,
  size: 2 * 1024 * 1024,
  createdAt: '2026-11-23T08:00:00.000Z',
  finishedAt: '2026-11-23T08:01:00.000Z',
};

describe('practice data export', () => {
  it('queues an export, shows its progress while running', async () => {
    const exports: (typeof finished)[] = [];
    const calls: { operation: string; variables: unknown }[] = [];
    renderApp(<PracticeExport />, {
      calls,
      resolvers: {
        practiceExports: () => exports,
        requestPracticeExport: () => {
          exports.unshift({ ...finished, id: '4', status: 'running', progress: 40, size: 0, finishedAt: '' });
          return exports[0];
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export all data' }));
    expect(await screen.findByText('Exporting')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuetext')).toBe('40%');
    expect((screen.getByRole('button', { name: 'Export all data' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.operation === 'RequestPracticeExport')).toHaveLength(1);
  });

  it('downloads a finished archive through a fresh link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const calls: { operation: string; variables: unknown }[] = [];
    renderApp(<PracticeExport />, {
      calls,
      resolvers: {
        practiceExports: () => [finished],
        practiceExportLink: ({ id }) => ({ url: `https://s3.test/exports/1/${String(id)}.zip?X-Amz-Expires=900` }),
      },
    });
    expect(await screen.findByText(/ready \(2 MB\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download archive' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://s3.test/exports/1/3.zip?X-Amz-Expires=900', '_blank', 'noopener'),
    );
    expect(calls.find((c) => c.operation === 'PracticeExportLink')!.variables).toEqual({ id: '3' });
    open.mockRestore();
  });
});
