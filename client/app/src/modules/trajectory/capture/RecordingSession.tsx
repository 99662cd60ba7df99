import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DEFAULT_PHONE_HFOV_DEG, type BoardName } from '@odontia/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatAppointment } from '../../../i18n/dates';
import { useT } from '../../../i18n/I18nProvider';
import { storagePrefix } from '../../files/folders';
import { useUploads } from '../../files/useUploads';
import { cameraChoices, chosenCamera } from './calibration';
import {
  CameraCalibrationsDocument,
  CaptureSessionStateDocument,
  RetryCaptureDocument,
  SubmitCaptureSessionDocument,
} from './capture.documents';
import {
  downloadSheet,
  restoredSession,
  captureFolder,
  failureMessage,
  MOVEMENT_TYPES,
  sessionProblem,
  type CaptureProgress,
  type SessionVideo,
  type VideoKind,
} from './session';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
});

interface Props {
  caseId: string;
  caseGroupId: string;
  /** Points marked on the upper scan (mm), in the order the pointer touches them: IP, 16, 26, ... */
  scanPoints: readonly (readonly [number, number, number])[];
  /** Called when a run this component watched finishes (the recordings are stored). */
  onFinished?: () => Promise<void> | void;
}

const BOARD_NAMES: BoardName[] = ['head', 'mandible', 'pointer'];
const KINDS: VideoKind[] = ['registration', 'stable', 'movement'];

/**
 * The recording session of a jaw-motion capture case: marker sheets to print, videos uploaded and
 * labelled (registration, stable position, movement 0-8), the camera they were filmed with (a calibration
 * of the practice, or the phone default with its warning), the tracking task's state with its progress,
 * the registration residual, and retry or replacement of a video after a failure.
 */
export function RecordingSession({ caseId, caseGroupId, scanPoints, onFinished }: Props) {
  const styles = useStyles();
  const t = useT();
  const prefix = storagePrefix();
  const [videos, setVideos] = useState<SessionVideo[]>([]);
  const [camera, setCamera] = useState('');
  const calibrations = useQuery(CameraCalibrationsDocument).data?.cameraCalibrations ?? [];
  const cameras = cameraChoices(calibrations);
  const chosen = chosenCamera(camera, calibrations);
  const [polling, setPolling] = useState(false);
  const state = useQuery(CaptureSessionStateDocument, {
    variables: { caseId, caseGroupId },
    pollInterval: polling ? 2000 : 0,
  });
  const task = state.data?.caseTask;
  // After a reload, the videos of the session last submitted come back (once, onto an empty list).
  const kept = state.data?.captureSession;
  const restored = useRef(false);
  useEffect(() => {
    if (!kept || restored.current) return;
    restored.current = true;
    setVideos((list) => (list.length ? list : restoredSession(kept).videos));
    setCamera((current) => current || (kept.calibrationId ?? ''));
  }, [kept]);
  const running = task?.status === 'ToBeDesigned';
  // poll while the tool runs
  useEffect(() => setPolling(running), [running]);
  const watched = useRef(false);
  useEffect(() => {
    if (running) watched.current = true;
    else if (watched.current && task?.status === 'Finished') {
      watched.current = false;
      void onFinished?.();
    }
  }, [running, task?.status, onFinished]);
  const [submit, submitting] = useMutation(SubmitCaptureSessionDocument);
  const [retry, retrying] = useMutation(RetryCaptureDocument);
  const added = useCallback((key?: string) => {
    if (!key) return;
    const name = key.slice(key.lastIndexOf('/') + 1);
    setVideos((list) => [
      ...list.filter((v) => v.key !== key),
      {
        key,
        name,
        kind: list.some((v) => v.kind === 'registration') ? 'movement' : 'registration',
        movementType: null,
      },
    ]);
  }, []);
  const uploads = useUploads(prefix ? captureFolder(prefix, caseId) : null, added);
  const patch = (key: string, change: Partial<SessionVideo>) =>
    setVideos((list) => list.map((v) => (v.key === key ? { ...v, ...change } : v)));
  const problem = sessionProblem(videos, scanPoints);
  const progress = (task?.progress ?? null) as CaptureProgress | null;
  const failure = failureMessage(progress);
  const residual = (task?.result as { registrationResidualMm?: number } | null)?.registrationResidualMm;

  const start = () =>
    submit({
      variables: {
        caseGroupId,
        session: {
          videos: videos.map((v) => ({ key: v.key, kind: v.kind, movementType: v.movementType, name: v.name })),
          scanPointsMm: scanPoints.flat(),
          calibrationId: chosen || null,
        },
      },
    }).then(() => state.refetch());

  return (
    <section className={styles.root} aria-label={t('capture.title')}>
      <div className={styles.row}>
        <Text>{t('capture.sheets')}</Text>
        {BOARD_NAMES.flatMap((name) =>
          (['svg', 'pdf'] as const).map((format) => (
            <Button
              key={`${name}-${format}`}
              onClick={() => void downloadSheet(name, format)}
              data-testid={`capture-sheet-${name}-${format}`}
            >
              {t(`capture.board.${name}`)} ({format.toUpperCase()})
            </Button>
          )),
        )}
      </div>
      <Field label={t('capture.upload')} hint={t('capture.uploadHint')}>
        <input
          type="file"
          accept=".mp4,.mov,.webm,video/mp4,video/quicktime,video/webm"
          multiple
          aria-label={t('capture.upload')}
          onChange={(event) => {
            for (const file of Array.from(event.target.files ?? [])) void uploads.upload(file);
            event.target.value = '';
          }}
        />
      </Field>
      {uploads.items
        .filter((item) => item.status === 'uploading')
        .map((item) => (
          <Field key={item.id} label={item.name}>
            <ProgressBar value={item.percent / 100} />
          </Field>
        ))}
      {videos.map((video) => (
        <div key={video.key} className={styles.row} data-testid="capture-video" data-name={video.name}>
          <Text>{video.name}</Text>
          <Field label={t('capture.kind')}>
            <Select
              value={video.kind}
              onChange={(_, data) => patch(video.key, { kind: data.value as VideoKind, movementType: null })}
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`capture.kind.${kind}`)}
                </option>
              ))}
            </Select>
          </Field>
          {video.kind === 'movement' && (
            <Field label={t('capture.movementType')}>
              <Select
                value={String(video.movementType ?? '')}
                onChange={(_, data) =>
                  patch(video.key, { movementType: data.value === '' ? null : Number(data.value) })
                }
              >
                <option value="" disabled>
                  {t('capture.chooseMovement')}
                </option>
                {MOVEMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`capture.movement.${type}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Button onClick={() => setVideos((list) => list.filter((v) => v.key !== video.key))}>
            {t('capture.remove')}
          </Button>
        </div>
      ))}
      <Field label={t('capture.camera')}>
        <Select value={chosen} onChange={(_, data) => setCamera(data.value)} data-testid="capture-camera">
          <option value="">{t('capture.camera.default', { degrees: DEFAULT_PHONE_HFOV_DEG })}</option>
          {cameras.map((c) => (
            <option key={c.id} value={c.id}>
              {t('capture.camera.option', {
                device: c.deviceName,
                date: formatAppointment(c.createdAt as string),
                fx: c.intrinsics!.fx.toFixed(0),
              })}
            </option>
          ))}
        </Select>
      </Field>
      {chosen === '' && (
        <MessageBar intent="warning" data-testid="capture-default-camera">
          <MessageBarBody>{t('capture.camera.defaultWarning')}</MessageBarBody>
        </MessageBar>
      )}
      {problem && <Text>{t(problem)}</Text>}
      <div className={styles.row}>
        <Button appearance="primary" disabled={!!problem || running || submitting.loading} onClick={() => void start()}>
          {t(task?.status === 'Failed' ? 'capture.submitReplaced' : 'capture.submit')}
        </Button>
        {(task?.status === 'Failed' || task?.status === 'Abnormal') && (
          <Button
            disabled={retrying.loading}
            onClick={() => void retry({ variables: { caseGroupId } }).then(() => state.refetch())}
          >
            {t('capture.retry')}
          </Button>
        )}
      </div>
      {task && (
        <Text data-testid="capture-status" data-status={task.status}>
          {t(`capture.status.${task.status}`)}
        </Text>
      )}
      {running && progress?.framesTotal ? (
        <Field
          label={t('capture.progress', {
            step: progress.step ?? 1,
            videos: progress.videos ?? 1,
            name: progress.name ?? '',
            done: progress.framesDone ?? 0,
            total: progress.framesTotal,
          })}
        >
          <ProgressBar value={(progress.framesDone ?? 0) / progress.framesTotal} />
        </Field>
      ) : null}
      {task?.status === 'Failed' && (
        <MessageBar intent="error" data-testid="capture-failure">
          <MessageBarBody>
            {progress?.name ? `${progress.name}: ` : ''}
            {failure ? t(failure.id, failure.values) : (task.error ?? '')}
          </MessageBarBody>
        </MessageBar>
      )}
      {task?.status === 'Finished' && typeof residual === 'number' && (
        <Text data-testid="capture-residual" data-value={residual}>
          {t('capture.residual', { residual: residual.toFixed(2) })}
        </Text>
      )}
    </section>
  );
}
