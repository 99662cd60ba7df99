import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useT } from '../../i18n/I18nProvider';
import { Panel } from './Panel';
import { DisplacementTable } from './stable/DisplacementTable';
import { useStableConfirmation } from './stable/use-stable-confirmation';
import { TrajectoryFrame, type TrajectoryView } from './TrajectoryFrame';
import { referenceOf } from './trajectory-data';

/** `/trajectory/relation`: condyle displacement from maximal intercuspation to the confirmed stable position. */
export default function RelationPage() {
  return <TrajectoryFrame section="relation">{(view) => <RelationSection view={view} />}</TrajectoryFrame>;
}

const vec = (v: readonly number[]): [number, number, number] => [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0];

function RelationSection({ view }: { view: TrajectoryView }) {
  const t = useT();
  const stable = view.analysis.stable;
  const { confirmation } = useStableConfirmation(view);
  const { plane } = referenceOf(view.analysis);
  return (
    <Panel title={t('trajectory.relation.title')} testId="relation-panel">
      {!stable ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('trajectory.relation.none')}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Text data-testid="relation-state" data-confirmed={Boolean(confirmation)}>
            {confirmation
              ? t('trajectory.relation.confirmed', { date: new Date(confirmation.confirmedAt).toLocaleString() })
              : t('trajectory.relation.unconfirmed')}
          </Text>
          <DisplacementTable
            testId="relation-table"
            plane={plane}
            rows={[
              { key: 'lc', label: `${t('trajectory.lc')} (${t('trajectory.left')})`, vector: vec(stable.lcMean) },
              { key: 'rc', label: `${t('trajectory.rc')} (${t('trajectory.right')})`, vector: vec(stable.rcMean) },
              { key: 'ip', label: t('trajectory.ip'), vector: vec(stable.ipMean) },
            ]}
          />
          <Text size={200}>{t('trajectory.m.stablePosition')}</Text>
        </>
      )}
    </Panel>
  );
}
