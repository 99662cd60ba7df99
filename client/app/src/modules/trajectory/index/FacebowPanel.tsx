import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  DialogActions,
  DialogContent,
  Dropdown,
  Field,
  makeStyles,
  Option,
  SpinButton,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { FixedDialog } from '../../../app/FixedDialog';
import { notify } from '../../../feedback/bus';
import { useT } from '../../../i18n/I18nProvider';
import type { TrajectoryView } from '../TrajectoryFrame';
import { useFacebowProduct } from '../trajectory-data';
import {
  ImportFacebowConfigDocument,
  SaveFacebowConfigDocument,
  TrajectoryCasesDocument,
  TrajectoryFacebowDocument,
} from '../trajectory.queries';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  steps: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, paddingLeft: '20px' },
});

const PLANES = ['frankfort', 'alaTragus', 'occlusal'] as const;

interface Props {
  view: TrajectoryView;
}

/** The fixed parameters, the facebow steps as status, the task state and the configuration import. */
export function FacebowPanel({ view }: Props) {
  const styles = useStyles();
  const t = useT();
  const caseGroupId = view.trajectoryCase.caseGroupId;
  const { data, refetch } = useQuery(TrajectoryFacebowDocument, {
    variables: { caseGroupId },
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useMutation(SaveFacebowConfigDocument);
  const config = (data?.facebow.config ?? {}) as Record<string, unknown>;
  const [edits, setEdits] = useState<Record<string, unknown>>({});
  const value = (key: string, fallback: unknown) => edits[key] ?? config[key] ?? fallback;
  const plane = String(value('referencePlane', 'frankfort'));
  const hingeStart = Number(value('hingeWindowStartMm', 5));
  const hingeEnd = Number(value('hingeWindowEndMm', 12));

  const submit = async () => {
    // the shown values are saved, defaults included: saving untouched defaults fixes them too
    const shown = { referencePlane: plane, hingeWindowStartMm: hingeStart, hingeWindowEndMm: hingeEnd };
    const result = await save({ variables: { caseGroupId, config: { ...config, ...shown } } }).catch(() => null);
    if (!result?.data) return;
    setEdits({});
    notify.success('trajectory.params.saved');
    if (result.data.saveFacebowConfig.invalidated) notify.warning('trajectory.params.invalidated');
    await Promise.all([refetch(), view.refresh()]);
  };

  const steps: [string, boolean][] = [
    ['trajectory.step.params', Object.keys(config).length > 0],
    ['trajectory.step.collected', view.recordings.some((r) => r.kind === 'movement')],
    ['trajectory.step.registration', view.analysis.occlusalSource === 'marked'],
    ['trajectory.step.solved', view.analysis.recordings.some((r) => r.validFrames > 0)],
  ];
  return (
    <>
      <div className={styles.row}>
        <Field label={t('trajectory.params.referencePlane')}>
          <Dropdown
            value={t(`trajectory.plane.${plane}`)}
            selectedOptions={[plane]}
            onOptionSelect={(_, d) => setEdits((e) => ({ ...e, referencePlane: d.optionValue }))}
          >
            {PLANES.map((p) => (
              <Option key={p} value={p}>
                {t(`trajectory.plane.${p}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('trajectory.params.hingeStart')}>
          <SpinButton
            min={0}
            max={40}
            value={hingeStart}
            onChange={(_, d) => setEdits((e) => ({ ...e, hingeWindowStartMm: d.value ?? Number(d.displayValue) }))}
          />
        </Field>
        <Field label={t('trajectory.params.hingeEnd')}>
          <SpinButton
            min={1}
            max={45}
            value={hingeEnd}
            onChange={(_, d) => setEdits((e) => ({ ...e, hingeWindowEndMm: d.value ?? Number(d.displayValue) }))}
          />
        </Field>
        <Button appearance="primary" disabled={saving.loading} onClick={() => void submit()}>
          {t('trajectory.params.save')}
        </Button>
        <ImportConfig view={view} onImported={() => void Promise.all([refetch(), view.refresh()])} />
      </div>
      <Text weight="semibold">{t('trajectory.steps')}</Text>
      <ol className={styles.steps} data-testid="trajectory-steps">
        {steps.map(([id, done]) => (
          <li key={id}>
            {t(id)}{' '}
            <Badge appearance="tint" color={done ? 'success' : 'warning'} data-done={done}>
              {t(done ? 'trajectory.step.done' : 'trajectory.step.pending')}
            </Badge>
          </li>
        ))}
      </ol>
      {data && (
        <Text data-testid="trajectory-task">
          {t('trajectory.task')}: {t(`trajectory.task.${data.caseTask.status}`)}
        </Text>
      )}
    </>
  );
}

/** Import of another facebow case's configuration, after a confirmation (it overwrites the registration). */
function ImportConfig({ view, onImported }: { view: TrajectoryView; onImported: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState<string | null>(null);
  const { productId } = useFacebowProduct();
  const { data } = useQuery(TrajectoryCasesDocument, { variables: { productId }, skip: !open });
  const [importConfig, importing] = useMutation(ImportFacebowConfigDocument);
  const others = (data?.cases.items ?? []).filter((c) => c.id !== view.trajectoryCase.caseId);
  const chosen = others.find((c) => c.id === from);

  const confirm = async () => {
    if (!from) return;
    const result = await importConfig({ variables: { caseId: view.trajectoryCase.caseId, fromCaseId: from } }).catch(
      () => null,
    );
    if (!result?.data) return;
    setOpen(false);
    notify.success('trajectory.import.done');
    if (result.data.importFacebowConfig.invalidated) notify.warning('trajectory.params.invalidated');
    onImported();
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('trajectory.import')}</Button>
      {open && (
        <FixedDialog title={t('trajectory.import')} width={480}>
          <DialogContent>
            <Field label={t('trajectory.import.from')}>
              <Dropdown
                data-testid="trajectory-import-from"
                value={chosen ? `${chosen.patient.name} · ${chosen.recordName}` : ''}
                selectedOptions={from ? [from] : []}
                onOptionSelect={(_, d) => setFrom(d.optionValue ?? null)}
              >
                {others.map((c) => (
                  <Option key={c.id} value={c.id}>
                    {`${c.patient.name} · ${c.recordName}`}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Text as="p">{t('trajectory.import.confirm')}</Text>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('trajectory.cancel')}</Button>
            <Button appearance="primary" disabled={!from || importing.loading} onClick={() => void confirm()}>
              {t('trajectory.ok')}
            </Button>
          </DialogActions>
        </FixedDialog>
      )}
    </>
  );
}
