import { Button, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { useT } from '../../i18n/I18nProvider';
import { EXPRESSIONS, type Expression } from './CapturePanel';
import { CancelFaceTaskDocument, FaceTaskDocument, SubmitFaceReconstructionDocument } from './face.documents';

const QUEUED = 'ToBeDesigned';
const STATUS_NUMBER: Record<string, number> = {
  NotSubmitted: 0,
  ToBeDesigned: 1,
  ToBeConfirmed: 2,
  Finished: 3,
  Failed: 4,
  Abnormal: 5,
};

interface Props {
  caseId: string;
  caseGroupId: string;
  expression: Expression;
  /** The expressions that have a model. */
  made: readonly string[];
  readOnly: boolean;
  onModel: () => void;
}

/**
 * Step 2: the reconstruction of the expression chosen in step 1, as a task: queue position and minutes,
 * overdue question, failure and retry.
 */
export function ModelPanel({ caseId, caseGroupId, expression, made, readOnly, onModel }: Props) {
  const intl = useIntl();
  const hasModel = made.includes(expression);
  const t = useT();
  const [dismissedOverdue, setDismissedOverdue] = useState(false);
  const task = useQuery(FaceTaskDocument, { variables: { caseGroupId }, pollInterval: 3000 });
  const [submit, submitting] = useMutation(SubmitFaceReconstructionDocument);
  const [cancel] = useMutation(CancelFaceTaskDocument);
  const current = task.data?.caseTask;
  const status = STATUS_NUMBER[current?.status ?? 'NotSubmitted'] ?? 0;
  // the page reloads its workspace (the model's URLs) once the reconstruction has written the model
  useEffect(() => {
    if (status === 2 || status === 3) onModel();
  }, [status]); // eslint-disable-line react-hooks/exhaustive-deps
  const generate = async () => {
    await submit({ variables: { caseId, expression } });
    setDismissedOverdue(false);
    await task.refetch();
  };
  return (
    <section aria-label={t('face.step.model')}>
      <Text weight="semibold">{t('face.step.model')}</Text>
      <div data-testid="task-status">
        <Text>{t(`face.task.${status}`)}</Text>
        {current?.status === QUEUED && (
          <Text block>
            {current.position > 0
              ? t('face.queue', { position: current.position, minutes: current.estimatedMinutes })
              : t('face.running', { minutes: current.estimatedMinutes })}
            <Spinner size="tiny" />
          </Text>
        )}
      </div>
      <Text block size={200} data-testid="models-made">
        {t('face.modelsMade', {
          list: made.length
            ? intl.formatList(EXPRESSIONS.filter((e) => made.includes(e)).map((e) => t(`face.expression.${e}`)))
            : '-',
        })}
      </Text>
      {status === 4 && (
        <MessageBar intent="error">
          <MessageBarBody>{t('face.retry')}</MessageBarBody>
        </MessageBar>
      )}
      {status === 5 && (
        <MessageBar intent="error">
          <MessageBarBody>{t('face.task.5')}</MessageBarBody>
        </MessageBar>
      )}
      {status !== 1 && (
        <Button
          appearance={hasModel ? 'secondary' : 'primary'}
          disabled={readOnly || submitting.loading}
          onClick={() => void generate()}
        >
          {t(`face.generate.${expression}`)}
        </Button>
      )}
      {current?.overdue && !dismissedOverdue && (
        <ConfirmDialog
          title={t('face.overdueTitle')}
          confirmLabel={t('face.keepWaiting')}
          onConfirm={() => setDismissedOverdue(true)}
          onCancel={() => {
            setDismissedOverdue(true);
            void cancel({ variables: { caseGroupId } }).then(() => task.refetch());
          }}
        >
          {t('face.overdueBody')}
        </ConfirmDialog>
      )}
    </section>
  );
}
