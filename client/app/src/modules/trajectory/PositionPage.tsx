import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useT } from '../../i18n/I18nProvider';
import { Panel } from './Panel';
import { DisplacementTable } from './stable/DisplacementTable';
import { useStableConfirmation } from './stable/use-stable-confirmation';
import { TrajectoryFrame, type TrajectoryView } from './TrajectoryFrame';
import { fixed, referenceOf } from './trajectory-data';

const useStyles = makeStyles({
  steps: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  step: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
});

const STEPS = [1, 2, 3] as const;
const vec = (v: readonly number[]): [number, number, number] => [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0];

/** `/trajectory/position`: the three stable-position collections, their spread, and the confirmation. */
export default function PositionPage() {
  return <TrajectoryFrame section="position">{(view) => <PositionSection view={view} />}</TrajectoryFrame>;
}

function PositionSection({ view }: { view: TrajectoryView }) {
  const styles = useStyles();
  const t = useT();
  const { stablePositions, stable } = view.analysis;
  const { plane } = referenceOf(view.analysis);
  const { loaded, confirmation, confirming, confirm } = useStableConfirmation(view);
  const collections = stablePositions.slice(-3);
  const ready = collections.length === 3;
  return (
    <>
      <Panel title={t('trajectory.position.title')} testId="position-panel">
        <div className={styles.steps}>
          {STEPS.map((n) => {
            const c = collections[n - 1];
            return (
              <div key={n} className={styles.step} data-testid={`position-step-${n}`} data-collected={Boolean(c)}>
                <Text weight="semibold">{t('trajectory.position.step', { n })}</Text>
                <Badge appearance="tint" color={c ? 'success' : 'warning'}>
                  {c ? t('trajectory.position.collected', { frames: c.frames }) : t('trajectory.position.missing')}
                </Badge>
              </div>
            );
          })}
        </div>
        {ready && (
          <DisplacementTable
            testId="position-collections"
            plane={plane}
            rows={collections.map((c, i) => ({
              key: `c${i + 1}`,
              label: `${t('trajectory.position.step', { n: i + 1 })} · ${t('trajectory.lc')}`,
              vector: vec(c.lc),
            }))}
          />
        )}
        {!ready && <Text>{t('trajectory.position.needThree')}</Text>}
        <div>
          <Button
            appearance="primary"
            data-testid="position-confirm"
            disabled={!ready || !loaded || confirming}
            onClick={() => void confirm(collections.map((c) => c.recordingId))}
          >
            {t('trajectory.position.confirm')}
          </Button>{' '}
          {confirmation && (
            <Badge color="success" data-testid="position-confirmed">
              {t('trajectory.relation.confirmed', { date: new Date(confirmation.confirmedAt).toLocaleString() })}
            </Badge>
          )}
        </div>
      </Panel>
      {stable && (
        <Panel title={t('trajectory.position.spread')}>
          <Table size="small" data-testid="position-spread">
            <TableBody>
              {(
                [
                  ['ip', stable.ipSpreadMm],
                  ['lc', stable.lcSpreadMm],
                  ['rc', stable.rcSpreadMm],
                ] as const
              ).map(([k, v]) => (
                <TableRow key={k} data-key={k} data-value={v}>
                  <TableCell>{t(`trajectory.${k}`)}</TableCell>
                  <TableCell>{fixed(v, 3)} mm</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Text size={200}>{t('trajectory.m.stablePosition')}</Text>
        </Panel>
      )}
    </>
  );
}
