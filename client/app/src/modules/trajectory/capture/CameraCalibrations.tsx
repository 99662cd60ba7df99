import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Field,
  Input,
  makeStyles,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ErrorCatalogue } from '@odontia/shared';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../app/ConfirmDialog';
import { notify } from '../../../feedback/bus';
import { formatAppointment } from '../../../i18n/dates';
import { useT } from '../../../i18n/I18nProvider';
import { storagePrefix } from '../../files/folders';
import { uploadBlob } from '../../files/upload-blob';
import {
  CALIBRATION_VIDEO_FORMATS,
  calibrationFailure,
  calibrationProblem,
  calibrationsBusy,
  calibrationVideoKey,
  DEVICE_NAME_MAX,
} from './calibration';
import {
  CalibrateCameraDocument,
  CameraCalibrationsDocument,
  DeleteCameraCalibrationDocument,
} from './capture.documents';
import { downloadSheet } from './session';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  // the status column holds a failure's instructions: the room the short columns do not need
  narrow: { width: '13%' },
  status: { width: '35%' },
  actions: { width: '100px' },
});

/** Poll while a calibration is queued or running. */
const POLL_MS = 2000;

/**
 * The practice's phone cameras: the calibration board's sheet to print, a camera calibrated from a video of it
 * (device name, upload, queued on the server), and the calibrations with their status, RMS error and focal length.
 */
export function CameraCalibrations() {
  const styles = useStyles();
  const t = useT();
  const client = useApolloClient();
  const { data, refetch, startPolling, stopPolling } = useQuery(CameraCalibrationsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.cameraCalibrations ?? [];
  const busy = calibrationsBusy(list);
  useEffect(() => {
    if (!busy) return;
    startPolling(POLL_MS);
    return stopPolling;
  }, [busy, startPolling, stopPolling]);
  const [calibrate] = useMutation(CalibrateCameraDocument);
  const [remove] = useMutation(DeleteCameraCalibrationDocument);
  const [device, setDevice] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; deviceName: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const problem = calibrationProblem(device, file);

  const start = async () => {
    const prefix = storagePrefix();
    if (problem || !file || !prefix) return;
    setPercent(0);
    try {
      const videoKey = await uploadBlob(client, {
        key: calibrationVideoKey(prefix, file.name),
        blob: file,
        kind: 'video',
        contentType: file.type,
        onProgress: setPercent,
      });
      await calibrate({ variables: { deviceName: device.trim(), videoKey } });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await refetch();
    } catch (error) {
      // server refusals (quota, format) were shown by the global handler; failed parts were not
      if ((error as { planned?: boolean }).planned) notify.error(ErrorCatalogue.UploadFileFailed.message);
    } finally {
      setPercent(null);
    }
  };

  return (
    <section className={styles.root} aria-label={t('capture.calibration.title')}>
      <Text>{t('capture.calibration.hint')}</Text>
      <div className={styles.row}>
        <Text>{t('capture.calibration.sheet')}</Text>
        {(['svg', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            onClick={() => void downloadSheet('calibration', format)}
            data-testid={`capture-sheet-calibration-${format}`}
          >
            {t('capture.calibration.board')} ({format.toUpperCase()})
          </Button>
        ))}
      </div>
      <div className={styles.row}>
        <Field label={t('capture.calibration.device')} hint={t('capture.calibration.deviceHint')}>
          <Input value={device} maxLength={DEVICE_NAME_MAX} onChange={(_, d) => setDevice(d.value)} />
        </Field>
        <Field label={t('capture.calibration.video')}>
          <input
            ref={fileInput}
            type="file"
            accept={`${CALIBRATION_VIDEO_FORMATS.map((f) => `.${f}`).join(',')},video/mp4,video/quicktime,video/webm`}
            aria-label={t('capture.calibration.video')}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        <Button appearance="primary" disabled={!!problem || percent !== null} onClick={() => void start()}>
          {t('capture.calibration.start')}
        </Button>
      </div>
      {problem && (device || file) && <Text>{t(problem)}</Text>}
      {percent !== null && (
        <Field label={t('capture.calibration.uploading', { name: file?.name ?? '' })}>
          <ProgressBar value={percent / 100} />
        </Field>
      )}
      {list.length === 0 ? (
        <Text>{t('capture.calibration.none')}</Text>
      ) : (
        <Table size="small" data-testid="camera-calibrations">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('capture.calibration.device')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrow}>{t('capture.calibration.when')}</TableHeaderCell>
              <TableHeaderCell className={styles.status}>{t('capture.calibration.status')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrow}>{t('capture.calibration.focal')}</TableHeaderCell>
              <TableHeaderCell className={styles.narrow}>{t('capture.calibration.rms')}</TableHeaderCell>
              <TableHeaderCell className={styles.actions}>{t('common.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.map((c) => {
              const failure = calibrationFailure(c);
              return (
                <TableRow key={c.id} data-testid="camera-calibration" data-status={c.status}>
                  <TableCell>
                    {c.deviceName}{' '}
                    {c.current && (
                      <Badge appearance="tint" color="success">
                        {t('capture.calibration.current')}
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>{formatAppointment(c.createdAt as string)}</TableCell>
                  <TableCell>
                    {t(`capture.calibration.status.${c.status}`)}
                    {c.status === 'failed' && (
                      <Text block size={200} data-testid="calibration-failure">
                        {failure ? t(failure.id, failure.values) : (c.error ?? '')}
                      </Text>
                    )}
                  </TableCell>
                  <TableCell>
                    {c.intrinsics &&
                      t('capture.calibration.focalValue', {
                        fx: c.intrinsics.fx.toFixed(1),
                        width: c.intrinsics.width,
                        height: c.intrinsics.height,
                      })}
                  </TableCell>
                  <TableCell>
                    {typeof c.rmsPx === 'number' && t('capture.calibration.rmsValue', { rms: c.rmsPx.toFixed(2) })}
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setDeleting({ id: c.id, deviceName: c.deviceName })}>
                      {t('common.delete')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {deleting && (
        <ConfirmDialog
          confirmLabel={t('common.delete')}
          onConfirm={async () => {
            await remove({ variables: { id: deleting.id } }).catch(() => undefined);
            setDeleting(null);
            await refetch();
          }}
          onCancel={() => setDeleting(null)}
        >
          {t('capture.calibration.deleteConfirm', { device: deleting.deviceName })}
        </ConfirmDialog>
      )}
    </section>
  );
}
