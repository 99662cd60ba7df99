import { useApolloClient } from '@apollo/client/react';
import { Button, ProgressBar, Text } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import type { DicomFile } from '@odontia/viewer';
import { useState } from 'react';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { forgetCaseCt } from '../trajectory-ct/use-case-ct';
import { caseSeriesSize, saveCaseSeries } from './case-series';

interface Props {
  caseId: number;
  /** The slices of the series opened from disk (damaged files already left out). */
  files: readonly DicomFile[];
  onSaved(): void;
}

/** Stores the series opened from disk as the case's CT, after confirmation when it replaces one. */
export function SaveToCase({ caseId, files, onSaved }: Props) {
  const t = useT();
  const client = useApolloClient();
  const [replacing, setReplacing] = useState<number | null>(null);
  const [stored, setStored] = useState<number | null>(null);

  const save = async () => {
    setReplacing(null);
    setStored(0);
    try {
      await saveCaseSeries(client, caseId, files, setStored);
      forgetCaseCt(caseId);
      notify.success('ct.savedToCase', { count: files.length });
      onSaved();
    } catch (error) {
      console.error(error);
      notify.error('ct.saveFailed');
    } finally {
      setStored(null);
    }
  };

  const start = async () => {
    const existing = await caseSeriesSize(client, caseId).catch(() => 0);
    if (existing > 0) setReplacing(existing);
    else await save();
  };

  return (
    <>
      <Button icon={<SaveRegular />} onClick={() => void start()} disabled={stored !== null} data-testid="ct-save-case">
        {t('ct.saveToCase')}
      </Button>
      {stored !== null && (
        <div data-testid="ct-save-progress">
          <ProgressBar value={stored / files.length} />
          <Text size={200}>{t('ct.saving', { stored, count: files.length })}</Text>
        </div>
      )}
      {replacing !== null && (
        <ConfirmDialog onCancel={() => setReplacing(null)} onConfirm={save}>
          {t('ct.replaceCaseCt', { count: replacing })}
        </ConfirmDialog>
      )}
    </>
  );
}
