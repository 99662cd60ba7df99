import { makeStyles, tokens } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useLayoutEffect, useState, type ReactNode } from 'react';

export interface Column {
  key: string;
  header: ReactNode;
  /** A CSS grid track, e.g. '120px' or 'minmax(160px, 2fr)'. */
  width: string;
}

interface Props<T> {
  label: string;
  columns: Column[];
  rows: readonly T[];
  rowKey(row: T): string;
  /**
   * The cells of one row, in column order, each a `role="cell"` element. Keep it stable (useCallback):
   * rows are memoized, so a row that stays in view is not rendered again while the list scrolls.
   */
  renderCells(row: T, index: number): ReactNode;
  empty: ReactNode;
  height?: string;
}

const ROW_HEIGHT = 48;

const useStyles = makeStyles({
  scroller: {
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
  },
  // The header's row group sticks (a sticky row would stick only within its own group).
  headerGroup: { position: 'sticky', top: 0, zIndex: 1 },
  header: {
    display: 'grid',
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    minHeight: '40px',
    alignItems: 'center',
  },
  row: {
    display: 'grid',
    alignItems: 'center',
    position: 'absolute',
    left: 0,
    width: '100%',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  cell: {
    paddingInline: tokens.spacingHorizontalM,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

export const useCellClass = () => useStyles().cell;

/**
 * A table that renders only the rows in view, so 10,000 rows stay responsive. A new set of rows (the
 * next page) is rendered as a deferred, interruptible update, so the page stays responsive meanwhile.
 */
export function VirtualTable<T>({
  label,
  columns,
  rows: latestRows,
  rowKey,
  renderCells,
  empty,
  height = 'calc(100vh - 280px)',
}: Props<T>) {
  const styles = useStyles();
  // State, not a ref: the rows' virtualizer needs the element in its first layout effect.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const rows = useDeferredValue(latestRows);
  const template = columns.map((column) => column.width).join(' ');

  return (
    // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div ref={setScroller} className={styles.scroller} style={{ height, minHeight: '240px' }} tabIndex={0}>
      <div role="table" aria-label={label} aria-rowcount={rows.length + 1} style={{ minWidth: 'max-content' }}>
        <div role="rowgroup" className={styles.headerGroup}>
          <div role="row" aria-rowindex={1} className={styles.header} style={{ gridTemplateColumns: template }}>
            {columns.map((column) => (
              <div role="columnheader" key={column.key} className={styles.cell}>
                {column.header}
              </div>
            ))}
          </div>
        </div>
        {rows.length === 0 ? (
          <div className={styles.empty}>{empty}</div>
        ) : (
          scroller && (
            // Another first row is another list (the next page, a new search): it starts at its top, and
            // only the rows there are drawn, not those at the old scroll position.
            <VirtualRows
              key={rowKey(rows[0]!)}
              scroller={scroller}
              rows={rows}
              rowKey={rowKey}
              renderCells={renderCells}
              template={template}
              rowClassName={styles.row}
            />
          )
        )}
      </div>
    </div>
  );
}

interface RowsProps<T> extends Pick<Props<T>, 'rowKey' | 'renderCells'> {
  scroller: HTMLDivElement;
  rows: readonly T[];
  template: string;
  rowClassName: string;
}

function VirtualRows<T>({ scroller, rows, rowKey, renderCells, template, rowClassName }: RowsProps<T>) {
  // Before the virtualizer's own layout effect, which reads the scroll position.
  useLayoutEffect(() => {
    scroller.scrollTop = 0;
  }, [scroller]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1000, height: 600 },
  });
  return (
    <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <VirtualRow
            key={rowKey(row)}
            row={row}
            index={item.index}
            start={item.start}
            size={item.size}
            template={template}
            className={rowClassName}
            renderCells={renderCells}
          />
        );
      })}
    </div>
  );
}

interface RowProps<T> {
  row: T;
  index: number;
  start: number;
  size: number;
  template: string;
  className: string;
  renderCells(row: T, index: number): ReactNode;
}

const VirtualRow = memo(function VirtualRow<T>({
  row,
  index,
  start,
  size,
  template,
  className,
  renderCells,
}: RowProps<T>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={className}
      style={{ gridTemplateColumns: template, top: start, height: size }}
    >
      {renderCells(row, index)}
    </div>
  );
}) as <T>(props: RowProps<T>) => ReactNode;
