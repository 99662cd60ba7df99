import {
  Button,
  Checkbox,
  makeStyles,
  MessageBar,
  MessageBarBody,
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
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/I18nProvider';
import { keptAlive } from '../../routes/kept-alive';
import { PlaybackPanel } from '../trajectory/playback/PlaybackPanel';
import { comparisonCsv, comparisonTable, MAX_COMPARED } from './comparison';
import { OverlayView, RECORDING_COLORS } from './OverlayView';
import { PatientRecordingsFrame, usePatientPageStyles, type ChosenPatient } from './PatientRecordingsFrame';
import { useComparedRecordings, usePatientRecordings, type PatientRecording } from './use-comparison-data';
import { useVisitAlignment } from './use-visit-alignment';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  number: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

interface ComparisonState {
  patient: ChosenPatient | null;
  chosen: string[];
  playing: PatientRecording | null;
}

const useKeptState = keptAlive<ComparisonState>({ patient: null, chosen: [], playing: null });

/** /trajectory-comparsion/index: one patient's recordings from any visits or cases, overlaid and compared. */
export default function ComparisonPage() {
  const styles = { ...usePatientPageStyles(), ...useStyles() };
  const t = useT();
  const intl = useIntl();
  const [state, setState] = useKeptState();
  const { recordings, loading, failed } = usePatientRecordings(state.patient?.id ?? null);
  const chosen = useMemo(
    () => state.chosen.flatMap((id) => recordings.filter((r) => r.id === id)),
    [state.chosen, recordings],
  );
  const compared = useComparedRecordings(chosen);
  const caseIds = useMemo(() => [...new Set(chosen.map((r) => r.caseId))], [chosen]);
  const visits = useVisitAlignment(caseIds);
  const caseName = (caseId: number) => chosen.find((r) => r.caseId === caseId)!.caseName;

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
      <PatientRecordingsFrame
        patient={state.patient}
        onPatient={(patient) => setState({ patient, chosen: [], playing: null })}
        text={{
          patient: t('comparison.patient'),
          pickPatient: t('comparison.pickPatient'),
          recordings: t('comparison.recordings'),
          loadFailed: t('comparison.loadFailed'),
          none: t('comparison.noRecordings'),
        }}
        recordings={{ loading, failed, count: recordings.length }}
        note={<Text data-testid="comparison-limit">{t('comparison.limit', { max: MAX_COMPARED })}</Text>}
      >
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
      </PatientRecordingsFrame>
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
            {caseIds.slice(1).map((caseId) => {
              const fit = visits.alignments.get(caseId);
              return (
                <Text
                  key={caseId}
                  size={200}
                  data-testid="comparison-alignment"
                  data-case-id={caseId}
                  data-rms={fit ? fit.rmsMm.toFixed(3) : undefined}
                >
                  {fit === undefined
                    ? t(visits.failed ? 'comparison.alignFailed' : 'comparison.aligning', { case: caseName(caseId) })
                    : fit === null
                      ? t('comparison.notAligned', { case: caseName(caseId) })
                      : t('comparison.aligned', { case: caseName(caseId), rms: fit.rmsMm.toFixed(2) })}
                </Text>
              );
            })}
            <OverlayView
              recordings={chosen}
              analyses={compared.analyses}
              trajectories={compared.trajectories}
              alignments={visits.alignments}
              alignFailed={visits.failed}
            />
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
