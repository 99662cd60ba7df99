import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useT } from '../../../i18n/I18nProvider';
import { fixed } from '../trajectory-data';
import type { ValueRow } from './values';

interface Props {
  rows: ValueRow[];
  testId?: string;
  /** Hide the method column (the report prints the methods once, below). */
  methods?: boolean;
}

// The table lays its columns out fixed: without widths the short value and unit columns took as much room as
// the method's sentences, which wrapped to nine lines. The name takes what the others leave.
const useStyles = makeStyles({
  value: { width: '12%' },
  unit: { width: '8%' },
  method: { width: '50%' },
});

/** A values table: name, value, unit and how it was computed. */
export function ValuesTable({ rows, testId, methods = true }: Props) {
  const t = useT();
  const styles = useStyles();
  const label = (r: ValueRow) => t(r.labelId, r.side ? { side: t(`trajectory.${r.side}`) } : undefined);
  return (
    <Table size="small" data-testid={testId}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('trajectory.values')}</TableHeaderCell>
          <TableHeaderCell className={styles.value}>{t('trajectory.value')}</TableHeaderCell>
          <TableHeaderCell className={styles.unit}>{t('trajectory.unit')}</TableHeaderCell>
          {methods && <TableHeaderCell className={styles.method}>{t('trajectory.method')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key} data-key={r.key} data-value={r.value ?? ''}>
            <TableCell>{label(r)}</TableCell>
            <TableCell>{fixed(r.value, r.unit === '' ? 0 : r.unit === 'ms' ? 0 : 2) ?? t('trajectory.none')}</TableCell>
            <TableCell>{r.unit}</TableCell>
            {methods && <TableCell style={{ fontSize: 12 }}>{t(r.methodId)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
