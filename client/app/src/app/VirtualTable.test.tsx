import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualTable } from './VirtualTable';

/** Pages of 100 rows, a table of them, and the ids of the rows it rendered. */
function pagedTable() {
  const page = (from: number) =>
    Array.from({ length: 100 }, (_, index) => ({ id: String(from + index), name: `Patient ${from + index}` }));
  const rendered: string[] = [];
  const renderCells = (row: { id: string; name: string }) => {
    rendered.push(row.id);
    return <div role="cell">{row.name}</div>;
  };
  const table = (rows: { id: string; name: string }[]) => (
    <VirtualTable
      label="Patients"
      columns={[{ key: 'name', header: 'Name', width: '1fr' }]}
      rows={rows}
      rowKey={(row) => row.id}
      renderCells={renderCells}
      empty="No data"
      height="600px"
    />
  );
  return { page, rendered, table };
}

describe('VirtualTable', () => {
  // jsdom has no layout: give the scroll container the size a browser would.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders only the rows in view out of 10,000', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => ({ id: String(index), name: `Patient ${index}` }));
    render(
      <VirtualTable
        label="Patients"
        columns={[{ key: 'name', header: 'Name', width: '1fr' }]}
        rows={rows}
        rowKey={(row) => row.id}
        renderCells={(row) => <div role="cell">{row.name}</div>}
        empty="No data"
        height="600px"
      />,
    );
    await screen.findByText('Patient 0');
    const rendered = screen.getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
    expect(screen.getByText('Patient 0')).toBeTruthy();
    expect(screen.queryByText('Patient 9999')).toBeNull();
    // The column headers stay in view while the rows scroll under them.
    const headerGroup = screen.getByRole('columnheader', { name: 'Name' }).closest('[role="rowgroup"]')!;
    expect(getComputedStyle(headerGroup).position).toBe('sticky');
  });

  it('renders a row that stays in view once while the list scrolls, and the next page when it comes', async () => {
    const { page, rendered, table } = pagedTable();
    const { rerender } = render(table(page(0)));
    await screen.findByText('Patient 0');
    const scroller = screen.getByRole('table').parentElement!;
    rendered.length = 0;
    scroller.scrollTop = 96; // two rows down: two rows enter at the bottom
    fireEvent.scroll(scroller);
    await screen.findByText('Patient 18');
    // Only the rows that came into the drawn range (overscan included) were rendered.
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThanOrEqual(2);
    expect(rendered.every((id) => Number(id) >= 15)).toBe(true);

    rerender(table(page(100)));
    await screen.findByText('Patient 102');
    expect(screen.queryByText('Patient 2')).toBeNull();
  });

  it('starts the next page at its top and draws only the rows there', async () => {
    const { page, rendered, table } = pagedTable();
    const { rerender } = render(table(page(0)));
    const scroller = screen.getByRole('table').parentElement!;
    scroller.scrollTop = 100 * 48 - 600; // the end of the page, where the pager is
    fireEvent.scroll(scroller);
    await screen.findByText('Patient 99');

    rendered.length = 0;
    rerender(table(page(100)));
    await screen.findByText('Patient 100');
    expect(scroller.scrollTop).toBe(0);
    expect(screen.queryByText('Patient 199')).toBeNull();
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.every((id) => Number(id) < 140)).toBe(true);
  });
});
