import { makeStyles, tokens } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useRef, type ReactNode } from 'react';

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
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useDeferredValue(latestRows);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1000, height: 600 },
  });
  const template = columns.map((column) => column.width).join(' ');
  const minWidth = 'max-content';

  return (
    // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div ref={scroller} className={styles.scroller} style={{ height, minHeight: '240px' }} tabIndex={0}>
      <div role="table" aria-label={label} aria-rowcount={rows.length + 1} style={{ minWidth }}>
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
                  className={styles.row}
                  renderCells={renderCells}
                />
              );
            })}
          </div>
        )}
      </div>
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
