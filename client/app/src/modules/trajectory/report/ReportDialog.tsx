import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../../i18n/I18nProvider';
import { ProjectionPlot } from '../charts/ProjectionPlot';
import { ReferenceCard } from '../index/ReferenceCard';
import { POINT_COLORS, POINTS, referencePaths } from '../motion/paths';
import { ValuesTable } from '../motion/ValuesTable';
import { articulatorRows, recordingRows, summaryRows, type ValueRow } from '../motion/values';
import type { TrajectoryView } from '../TrajectoryFrame';
import { referenceOf, useTrajectories } from '../trajectory-data';
import { downloadText, trajectoriesCsv, valuesCsv } from './csv';

const REPORT_CLASS = 'odontia-print-report';
// Printing shows the report alone, on white, in page flow.
const PRINT_CSS = `@media print {
  body > *:not(.${REPORT_CLASS}) { display: none !important; }
  .${REPORT_CLASS} { position: static !important; overflow: visible !important; }
  .${REPORT_CLASS} .no-print { display: none !important; }
  .${REPORT_CLASS} section { break-inside: avoid; }
}`;

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    overflowY: 'auto',
    backgroundColor: '#ffffff',
    color: '#000000',
    padding: '24px 32px',
  },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalL },
  plots: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  methods: { fontSize: '12px' },
});

/** The method notes of the report; the reference planes' notes say where this case's planes come from. */
const methodKeys = (a: TrajectoryView['analysis']) => [
  'occlusalPlane',
  a.frankfortSource === 'marked' ? 'frankfortMarked' : 'frankfort',
  a.alaTragusSource === 'marked' ? 'alaTragusMarked' : 'alaTragus',
  ...(a.midline ? ['midline'] : []),
  'bonwill',
  'hingeAxis',
  'extent',
  'condylarInclination',
  'bennettAngle',
  'immediateSideShift',
  'incisalGuidance',
  'openingDeviation',
  'stablePosition',
  'pathSpeed',
  'chewing',
];

/** The print-ready report of a case in the user's language, with the CSV exports. */
export function ReportDialog({ view, onClose }: { view: TrajectoryView; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const c = view.trajectoryCase;
  const movements = useMemo(() => view.recordings.filter((r) => r.kind === 'movement'), [view.recordings]);
  const { trajectories } = useTrajectories(movements);
  const reference = useMemo(() => referenceOf(view.analysis), [view.analysis]);
  const recordings = useMemo(
    () =>
      movements.flatMap((r) => {
        const trajectory = trajectories.get(r.id);
        const values = view.analysis.recordings.find((v) => v.recordingId === r.id);
        return trajectory && values ? [{ ...r, paths: referencePaths(trajectory, reference), values }] : [];
      }),
    [movements, trajectories, view.analysis, reference],
  );
  const label = (r: ValueRow) => t(r.labelId, r.side ? { side: t(`trajectory.${r.side}`) } : undefined);
  const title = (r: { movementType: number | null; name: string }) =>
    `${t(`trajectory.movement.${r.movementType}`)} · ${r.name}`;
  const file = (kind: string) => `facebow-${c.caseId}-${kind}.csv`;

  return createPortal(
    <div className={`${styles.overlay} ${REPORT_CLASS}`} data-testid="trajectory-report">
      <style>{PRINT_CSS}</style>
      <div className={`${styles.bar} no-print`}>
        <Button appearance="primary" data-testid="report-print" onClick={() => window.print()}>
          {t('trajectory.print')}
        </Button>
        <Button
          data-testid="report-csv-trajectories"
          disabled={recordings.length === 0}
          onClick={() => downloadText(file('trajectories'), trajectoriesCsv(recordings))}
        >
          {t('trajectory.csvTrajectories')}
        </Button>
        <Button
          data-testid="report-csv-values"
          onClick={() =>
            downloadText(
              file('values'),
              valuesCsv(
                [
                  { group: 'summary', rows: summaryRows(view.analysis.summary) },
                  ...recordings.map((r) => ({ group: title(r), rows: recordingRows(r.values) })),
                ],
                label,
              ),
            )
          }
        >
          {t('trajectory.csvValues')}
        </Button>
        <Button onClick={onClose}>{t('trajectory.close')}</Button>
      </div>
      <Text as="h1" size={700} weight="semibold">
        {t('trajectory.report.title')}
      </Text>
      <p>
        {t('trajectory.report.patient')}: {c.patientName} · {t('trajectory.report.case')}: {c.recordName} ·{' '}
        {t('trajectory.report.date')}: {new Date().toLocaleDateString()}
      </p>
      <section>
        <h2>{t('trajectory.reference')}</h2>
        <ReferenceCard analysis={view.analysis} />
      </section>
      <section>
        <h2>{t('trajectory.articulator')}</h2>
        <ValuesTable rows={articulatorRows(view.analysis.summary)} methods={false} testId="report-articulator" />
      </section>
      <section>
        <h2>{t('trajectory.summary')}</h2>
        <ValuesTable rows={summaryRows(view.analysis.summary).slice(0, 5)} methods={false} />
      </section>
      {recordings.map((r) => (
        <section key={r.id} data-testid="report-recording">
          <h2>{title(r)}</h2>
          <div className={styles.plots}>
            {(
              [
                ['sagittal', 'anterior', 'superior'],
                ['frontal', 'lateral', 'superior'],
                ['horizontal', 'lateral', 'anterior'],
              ] as const
            ).map(([name, x, y]) => (
              <ProjectionPlot
                key={name}
                size={220}
                title={t(`trajectory.${name}`)}
                xLabel={t(`trajectory.axis.${x}`)}
                yLabel={t(`trajectory.axis.${y}`)}
                series={POINTS.map((k) => ({
                  label: t(`trajectory.${k}`),
                  color: POINT_COLORS[k],
                  x: r.paths[k][x],
                  y: r.paths[k][y],
                }))}
              />
            ))}
          </div>
          <ValuesTable rows={recordingRows(r.values)} methods={false} />
        </section>
      ))}
      <section className={styles.methods}>
        <h2>{t('trajectory.report.methods')}</h2>
        <ul>
          {methodKeys(view.analysis).map((k) => (
            <li key={k}>{t(`trajectory.m.${k}`)}</li>
          ))}
        </ul>
      </section>
    </div>,
    document.body,
  );
}
