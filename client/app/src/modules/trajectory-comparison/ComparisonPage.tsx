import {
  Button,
  Checkbox,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowLeftRegular, PlayRegular } from '@fluentui/react-icons';
import { downloadFile } from '@odontia/viewer';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/I18nProvider';
import { PatientPicker } from '../case/PatientPicker';
import { PlaybackPanel } from '../trajectory/playback/PlaybackPanel';
import { comparisonCsv, comparisonTable, MAX_COMPARED } from './comparison';
import { OverlayView, RECORDING_COLORS } from './OverlayView';
import { useComparedRecordings, usePatientRecordings, type PatientRecording } from './use-comparison-data';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  picker: { maxWidth: '360px' },
  list: { display: 'flex', flexDirection: 'column' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  number: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

interface ComparisonState {
  patient: { id: string; name: string } | null;
  chosen: string[];
  playing: PatientRecording | null;
}

// Kept alive (seed routes table): the page comes back as it was left within the session.
let keptState: ComparisonState = { patient: null, chosen: [], playing: null };

/** /trajectory-comparsion/index: one patient's recordings from any visits or cases, overlaid and compared. */
export default function ComparisonPage() {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const [state, setStateRaw] = useState<ComparisonState>(keptState);
  const setState = (next: ComparisonState) => {
    keptState = next;
    setStateRaw(next);
  };
  const { recordings, loading, failed } = usePatientRecordings(state.patient?.id ?? null);
  const chosen = useMemo(
    () => state.chosen.flatMap((id) => recordings.filter((r) => r.id === id)),
    [state.chosen, recordings],
  );
  const compared = useComparedRecordings(chosen);

  const label = (r: PatientRecording) =>
    t('comparison.recordingLabel', {
      case: r.caseName,
      date: intl.formatDate(r.caseCreatedAt),
      movement: r.movementType === null ? '' : t(`playback.movement.${r.movementType}`),
      name: r.name,
    });
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...state.chosen, id] : state.chosen.filter((x) => x !== id);
    if (next.length <= MAX_COMPARED) setState({ ...state, chosen: next });
  };
  const rows = comparisonTable(chosen.map((r) => compared.analyses.get(r.caseId)?.values.get(r.id) ?? null));
  const exportCsv = () => {
    const csv = comparisonCsv(
      rows,
      {
        value: t('comparison.value'),
        recordings: chosen.map(label),
        difference: (l) => t('comparison.difference', { label: l }),
      },
      (id) => t(id),
    );
    downloadFile({
      fileName: `jaw-comparison-${state.patient?.id ?? ''}.csv`,
      mimeType: 'text/csv',
      data: `\uFEFF${csv}`,
    });
  };
  const format = (v: number | null) =>
    v === null ? '—' : intl.formatNumber(v, { maximumFractionDigits: 2, minimumFractionDigits: 2 });

  if (state.playing) {
    return (
      <div className={styles.root}>
        <div className={styles.header}>
          <Text weight="semibold">{label(state.playing)}</Text>
          <Button icon={<ArrowLeftRegular />} onClick={() => setState({ ...state, playing: null })}>
            {t('comparison.back')}
          </Button>
        </div>
        <PlaybackPanel caseId={state.playing.caseId} recordingId={state.playing.id} />
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <div className={styles.card}>
        <Field label={t('comparison.patient')} className={styles.picker}>
          <PatientPicker
            value={state.patient}
            onChange={(patient) => setState({ patient, chosen: [], playing: null })}
          />
        </Field>
        {!state.patient && <Text>{t('comparison.pickPatient')}</Text>}
      </div>
      {state.patient && (
        <div className={styles.card}>
          <Text weight="semibold">{t('comparison.recordings')}</Text>
          <Text data-testid="comparison-limit">{t('comparison.limit', { max: MAX_COMPARED })}</Text>
          {loading && <Spinner size="tiny" />}
          {failed && (
            <MessageBar intent="error">
              <MessageBarBody>{t('comparison.loadFailed')}</MessageBarBody>
            </MessageBar>
          )}
          {!loading && !failed && recordings.length === 0 && <Text>{t('comparison.noRecordings')}</Text>}
          <div className={styles.list} data-testid="comparison-recordings">
            {recordings.map((r) => {
              const index = state.chosen.indexOf(r.id);
              return (
                <div key={r.id} className={styles.item}>
                  <Checkbox
                    checked={index >= 0}
                    disabled={index < 0 && state.chosen.length >= MAX_COMPARED}
                    label={label(r)}
                    onChange={(_, d) => toggle(r.id, Boolean(d.checked))}
                  />
                  {index >= 0 && <span style={{ color: RECORDING_COLORS[index] }}>■</span>}
                  <Button size="small" icon={<PlayRegular />} onClick={() => setState({ ...state, playing: r })}>
                    {t('comparison.play')}
                  </Button>
                </div>
              );
            })}
          </div>
          {state.chosen.length >= MAX_COMPARED && <Text>{t('comparison.limitReached', { max: MAX_COMPARED })}</Text>}
        </div>
      )}
      {chosen.length > 0 && (
        <>
          {compared.failed && (
            <MessageBar intent="error">
              <MessageBarBody>{t('comparison.loadFailed')}</MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.card}>
            <Text weight="semibold">{t('comparison.overlay')}</Text>
            <Text size={200}>{t('comparison.overlayNote')}</Text>
            <OverlayView recordings={chosen} analyses={compared.analyses} trajectories={compared.trajectories} />
          </div>
          <div className={styles.card}>
            <div className={styles.header}>
              <Text weight="semibold">{t('comparison.values')}</Text>
              <Button icon={<ArrowDownloadRegular />} onClick={exportCsv} disabled={rows.length === 0}>
                {t('comparison.exportCsv')}
              </Button>
            </div>
            <Table size="small" data-testid="comparison-table">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('comparison.value')}</TableHeaderCell>
                  {chosen.map((r, i) => (
                    <TableHeaderCell key={r.id} style={{ color: RECORDING_COLORS[i] }}>
                      {label(r)}
                    </TableHeaderCell>
                  ))}
                  {chosen.slice(1).map((r) => (
                    <TableHeaderCell key={`d-${r.id}`}>{t('comparison.difference', { label: r.name })}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key} data-row={row.key}>
                    <TableCell>{t(row.labelId)}</TableCell>
                    {row.values.map((v, i) => (
                      <TableCell key={i} className={styles.number}>
                        {format(v)}
                      </TableCell>
                    ))}
                    {row.differences.map((v, i) => (
                      <TableCell key={`d${i}`} className={styles.number}>
                        {format(v)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </div>
  );
}
