import { makeStyles, tokens } from '@fluentui/react-components';
import type { ProjectedPath } from '@odontia/shared';
import { useMemo } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { ProjectionPlot } from '../charts/ProjectionPlot';
import { TimePlot } from '../charts/TimePlot';
import { seconds } from './paths';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export interface LabelledPath {
  label: string;
  color: string;
  path: ProjectedPath;
}

interface Props {
  paths: LabelledPath[];
  /** Prefix of the plots' test ids. */
  testId: string;
}

/** Three projections (sagittal, frontal, horizontal) and distance and speed over time of some paths. */
export function PathPlots({ paths, testId }: Props) {
  const styles = useStyles();
  const t = useT();
  const first = paths[0];
  const times = useMemo(() => (first ? seconds(first.path) : new Float64Array()), [first]);
  const distance = useMemo(
    () => paths.map((p) => ({ label: p.label, color: p.color, values: p.path.distance })),
    [paths],
  );
  const speed = useMemo(() => paths.map((p) => ({ label: p.label, color: p.color, values: p.path.speed })), [paths]);
  const anterior = t('trajectory.axis.anterior');
  const lateral = t('trajectory.axis.lateral');
  const superior = t('trajectory.axis.superior');
  const series = (x: 'anterior' | 'lateral', y: 'superior' | 'anterior') =>
    paths.map((p) => ({ label: p.label, color: p.color, x: p.path[x], y: p.path[y] }));
  return (
    <>
      <div className={styles.row}>
        <ProjectionPlot
          testId={`${testId}-sagittal`}
          title={t('trajectory.sagittal')}
          xLabel={anterior}
          yLabel={superior}
          series={series('anterior', 'superior')}
        />
        <ProjectionPlot
          testId={`${testId}-frontal`}
          title={t('trajectory.frontal')}
          xLabel={lateral}
          yLabel={superior}
          series={series('lateral', 'superior')}
        />
        <ProjectionPlot
          testId={`${testId}-horizontal`}
          title={t('trajectory.horizontal')}
          xLabel={lateral}
          yLabel={anterior}
          series={series('lateral', 'anterior')}
        />
      </div>
      <div className={styles.row}>
        <TimePlot
          testId={`${testId}-distance`}
          title={t('trajectory.distance')}
          xLabel={t('trajectory.axis.time')}
          yLabel="mm"
          times={times}
          series={distance}
        />
        <TimePlot
          testId={`${testId}-speed`}
          title={t('trajectory.speed')}
          xLabel={t('trajectory.axis.time')}
          yLabel="mm/s"
          times={times}
          series={speed}
        />
      </div>
    </>
  );
}
