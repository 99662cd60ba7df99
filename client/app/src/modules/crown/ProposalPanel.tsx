import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { translateError } from '../../feedback/translate-error';
import { useT } from '../../i18n/I18nProvider';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** The proposal task as the page shows it. */
export interface ProposalTask {
  /** queued, running, done or failed. */
  state: 'queued' | 'running' | 'done' | 'failed';
  position: number;
  estimatedMinutes: number;
  error: string | null;
}

interface Props {
  task: ProposalTask | null;
  busy: boolean;
  onRun(): void;
}

/** Runs the crown proposal (a queued task) and shows its place in the queue, its estimate or its error. */
export function ProposalPanel({ task, busy, onRun }: Props) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const waiting = task?.state === 'queued' || task?.state === 'running';
  return (
    <div className={styles.root} data-testid="crown-proposal-step">
      <Text weight="semibold">{t('crown.step.proposal')}</Text>
      {task?.state === 'queued' && (
        <Text data-testid="crown-queue">
          {t('crown.proposal.queued', { position: task.position, minutes: task.estimatedMinutes })}
        </Text>
      )}
      {task?.state === 'running' && <Spinner size="tiny" label={t('crown.proposal.running')} />}
      {task?.state === 'failed' && (
        <Text data-testid="crown-proposal-error">
          {t('crown.proposal.failed', { error: translateError(intl, task.error ?? 'Unknown error') })}
        </Text>
      )}
      <Button appearance="primary" disabled={busy || waiting} onClick={onRun} data-testid="crown-propose">
        {t('crown.proposal.run')}
      </Button>
    </div>
  );
}
