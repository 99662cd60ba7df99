import {
  Button,
  makeStyles,
  mergeClasses,
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
import {
  ArrowDownloadRegular,
  ArrowUndoRegular,
  ArrowUploadRegular,
  DeleteRegular,
  DismissRegular,
} from '@fluentui/react-icons';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useId, useRef, useState, type DragEvent } from 'react';
import { notify } from '../../feedback/bus';
import { formatAppointment } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { ALLOWED_FORMATS, checkFile, extensionOf, formatBytes } from './file-rules';
import { dataFolder, fileName, storagePrefix, type Scope } from './folders';
import { QuotaBar } from './QuotaBar';
import {
  DataCenterDocument,
  EmptyRecycleBinDocument,
  PresignedGetDocument,
  RecycleFileDocument,
  RestoreRecycledFileDocument,
} from './storage.documents';
import { useUploads } from './useUploads';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  drop: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXL,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
  dragging: { border: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  uploads: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  upload: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Props = Scope;

/**
 * The data center of a patient or case (or, with neither, the practice's files): its files with
 * size, type and date; uploads by drag and drop or picker with per-file progress; the quota bar;
 * the practice's one recycle bin: deleted files (restored here) and the files of trashed patients
 * and cases (restored with the record), one size, one empty action.
 */
export function DataCenter({ patientId, caseId }: Props) {
  const styles = useStyles();
  const t = useT();
  const client = useApolloClient();
  const prefix = storagePrefix();
  const folder = prefix ? dataFolder(prefix, { patientId, caseId }) : null;
  const { data, refetch } = useQuery(DataCenterDocument, {
    variables: { folder: folder ?? '' },
    skip: !folder,
    fetchPolicy: 'cache-and-network',
  });
  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const { items, upload, cancel, dismiss } = useUploads(folder, reload);
  const [recycleFile] = useMutation(RecycleFileDocument);
  const [restoreFile] = useMutation(RestoreRecycledFileDocument);
  const [emptyRecycleBin] = useMutation(EmptyRecycleBinDocument);
  const [dragging, setDragging] = useState(false);
  const [emptying, setEmptying] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const ids = useId();

  if (!prefix) return null;
  if (!data) return <PageSpinner />;
  const usage = data.storageUsage;
  const bin = data.recycleBin;

  const accept = (files: FileList | File[]) => {
    let queued = items.filter((item) => item.status === 'uploading').reduce((sum, item) => sum + item.size, 0);
    for (const file of Array.from(files)) {
      const refusal = checkFile(file, usage, queued);
      if (refusal) {
        notify.error(refusal.message, refusal.values);
        continue;
      }
      queued += file.size;
      void upload(file);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files);
  };

  const download = async (key: string) => {
    const result = await client
      .query({ query: PresignedGetDocument, variables: { key }, fetchPolicy: 'network-only' })
      .catch(() => null);
    if (result?.data) window.open(result.data.presignedGet, '_blank', 'noopener');
  };

  const remove = async (key: string) => {
    await recycleFile({ variables: { key } })
      .then(() => notify.success('files.movedToRecycle'))
      .catch(() => undefined);
    reload();
  };

  const restore = async (key: string) => {
    await restoreFile({ variables: { key } })
      .then(() => notify.success('files.restored'))
      .catch(() => undefined);
    reload();
  };

  const empty = async () => {
    await emptyRecycleBin()
      .then(() => notify.success('files.recycleEmptied'))
      .catch(() => undefined);
    setEmptying(false);
    reload();
  };

  return (
    <div className={styles.root}>
      <QuotaBar usedBytes={usage.usedBytes} quotaBytes={usage.quotaBytes} recycleBytes={bin.bytes} />
      <div
        className={mergeClasses(styles.drop, dragging && styles.dragging)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
      >
        <ArrowUploadRegular fontSize={32} aria-hidden />
        <Text>{t('files.dropHere')}</Text>
        <Text size={200}>{t('files.formats', { formats: ALLOWED_FORMATS.join(', ') })}</Text>
        <Button appearance="primary" onClick={() => picker.current?.click()}>
          {t('files.choose')}
        </Button>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          aria-label={t('files.choose')}
          accept={ALLOWED_FORMATS.map((format) => `.${format}`).join(',')}
          onChange={(event) => {
            if (event.target.files) accept(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {items.length > 0 && (
        <ul
          className={styles.uploads}
          aria-label={t('files.uploads')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((item) => (
            <li key={item.id} className={styles.upload}>
              <Text className={styles.name} title={item.name}>
                {item.name}
              </Text>
              <ProgressBar
                value={item.percent / 100}
                color={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'brand'}
                aria-label={t('files.progressOf', { name: item.name })}
                aria-valuetext={`${item.percent}%`}
              />
              <Text size={200}>
                {item.status === 'uploading' ? `${item.percent}%` : t(`files.status.${item.status}`)}
              </Text>
              {item.status === 'uploading' ? (
                <Button size="small" icon={<DismissRegular />} onClick={() => cancel(item.id)}>
                  {t('common.cancel')}
                </Button>
              ) : (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={t('common.close')}
                  onClick={() => dismiss(item.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <section className={styles.section} aria-labelledby={`${ids}-files`}>
        <Text as="h2" size={500} weight="semibold" id={`${ids}-files`}>
          {t('files.title')}
        </Text>
        {data.files.length === 0 ? (
          <Text>{t('common.empty')}</Text>
        ) : (
          <Table aria-labelledby={`${ids}-files`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('files.name')}</TableHeaderCell>
                <TableHeaderCell>{t('files.type')}</TableHeaderCell>
                <TableHeaderCell>{t('files.size')}</TableHeaderCell>
                <TableHeaderCell>{t('files.date')}</TableHeaderCell>
                <TableHeaderCell>{t('common.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.files.map((file) => (
                <TableRow key={file.key}>
                  <TableCell>{fileName(file.key)}</TableCell>
                  <TableCell>{extensionOf(file.key).toUpperCase()}</TableCell>
                  <TableCell>{formatBytes(file.size)}</TableCell>
                  <TableCell>{formatAppointment(file.lastModified as string | null)}</TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      <Button size="small" icon={<ArrowDownloadRegular />} onClick={() => void download(file.key)}>
                        {t('files.download')}
                      </Button>
                      <Button size="small" icon={<DeleteRegular />} onClick={() => void remove(file.key)}>
                        {t('common.delete')}
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <section className={styles.section} aria-labelledby={`${ids}-recycle`}>
        <div className={styles.header}>
          <Text as="h2" size={500} weight="semibold" id={`${ids}-recycle`}>
            {t('files.recycleBin', { count: bin.objects.length, size: formatBytes(bin.bytes) })}
          </Text>
          <Button icon={<DeleteRegular />} disabled={bin.objects.length === 0} onClick={() => setEmptying(true)}>
            {t('files.emptyRecycle')}
          </Button>
        </div>
        {bin.objects.length > 0 && (
          <Table aria-labelledby={`${ids}-recycle`} size="small">
            <TableBody>
              {bin.objects.map((file) => (
                <TableRow key={file.key}>
                  <TableCell>{fileName(file.originalKey)}</TableCell>
                  <TableCell>{formatBytes(file.size)}</TableCell>
                  <TableCell>{formatAppointment(file.lastModified as string | null)}</TableCell>
                  <TableCell>
                    {file.origin === 'file' ? (
                      <Button size="small" icon={<ArrowUndoRegular />} onClick={() => void restore(file.key)}>
                        {t('files.restore')}
                      </Button>
                    ) : (
                      <Text size={200}>{t(`files.origin.${file.origin as 'patient' | 'case'}`)}</Text>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      {emptying && (
        <ConfirmDialog onCancel={() => setEmptying(false)} onConfirm={empty}>
          {t('files.confirmEmpty', { count: bin.objects.length, size: formatBytes(bin.bytes) })}
        </ConfirmDialog>
      )}
    </div>
  );
}
