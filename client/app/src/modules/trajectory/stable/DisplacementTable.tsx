import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { inPlane, norm, type PlaneBasis, type V3 } from '@odontia/shared';
import { useT } from '../../../i18n/I18nProvider';
import { fixed } from '../trajectory-data';

interface Props {
  rows: { key: string; label: string; vector: V3 }[];
  plane: PlaneBasis;
  testId?: string;
}

/** Displacement vectors in the reference plane's axes (anterior, towards the left, superior) and their length, mm. */
export function DisplacementTable({ rows, plane, testId }: Props) {
  const t = useT();
  return (
    <Table size="small" data-testid={testId}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('trajectory.point')}</TableHeaderCell>
          <TableHeaderCell>{t('trajectory.axis.anterior')}</TableHeaderCell>
          <TableHeaderCell>{t('trajectory.axis.lateral')}</TableHeaderCell>
          <TableHeaderCell>{t('trajectory.axis.superior')}</TableHeaderCell>
          <TableHeaderCell>{t('trajectory.magnitude')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => {
          const c = inPlane(r.vector, plane);
          const magnitude = norm(r.vector);
          return (
            <TableRow key={r.key} data-key={r.key} data-value={magnitude}>
              <TableCell>{r.label}</TableCell>
              <TableCell>{fixed(c.anterior, 2)}</TableCell>
              <TableCell>{fixed(c.lateral, 2)}</TableCell>
              <TableCell>{fixed(c.superior, 2)}</TableCell>
              <TableCell>{fixed(magnitude, 2)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
