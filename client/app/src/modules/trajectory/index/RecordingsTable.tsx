import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useT } from '../../../i18n/I18nProvider';
import { fixed, type RecordingRow } from '../trajectory-data';

interface Props {
  recordings: RecordingRow[];
}

/** The case's recordings: kind, movement type, duration, quality and the registration residual of tracked video. */
export function RecordingsTable({ recordings }: Props) {
  const t = useT();
  if (recordings.length === 0) return <Text>{t('trajectory.noRecordings')}</Text>;
  return (
    <Table size="small" data-testid="trajectory-recordings">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('trajectory.name')}</TableHeaderCell>
          <TableHeaderCell>{t('trajectory.kind')}</TableHeaderCell>
          <TableHeaderCell>{t('trajectory.movementType')}</TableHeaderCell>
          <TableHeaderCell>{t('trajectory.duration')}</TableHeaderCell>
          <TableHeaderCell>{t('trajectory.frames')}</TableHeaderCell>
          <TableHeaderCell>{t('trajectory.quality')}</TableHeaderCell>
          <TableHeaderCell>{t('trajectory.residual')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {recordings.map((r) => (
          <TableRow key={r.id}>
            <TableCell>{r.name}</TableCell>
            <TableCell>{t(`trajectory.kind.${r.kind}`)}</TableCell>
            <TableCell>
              {r.movementType === null ? t('trajectory.none') : t(`trajectory.movement.${r.movementType}`)}
            </TableCell>
            <TableCell>{fixed(r.durationMs / 1000, 1)}</TableCell>
            <TableCell>
              {r.validFrames} / {r.frameCount}
            </TableCell>
            <TableCell>{fixed(r.meanQuality * 100, 0)} %</TableCell>
            <TableCell data-testid="recording-residual" data-value={r.registrationResidualMm ?? ''}>
              {r.registrationResidualMm === null ? t('trajectory.none') : fixed(r.registrationResidualMm, 2)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
