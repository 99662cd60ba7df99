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
import { ArrowDownloadRegular, ArrowUploadRegular, DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useId, useRef, useState, type DragEvent } from 'react';
import { notify } from '../../feedback/bus';
import { formatAppointment } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { ALLOWED_FORMATS, checkFile, extensionOf, formatBytes } from './file-rules';
import { dataFolder, fileName, recycleFolder, recycleKey, storagePrefix, type Scope } from './folders';
import { QuotaBar } from './QuotaBar';
import {
  DataCenterDocument,
  EmptyFolderDocument,
  MoveToRecycleDocument,
  PresignedGetDocument,
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
 * delete to the recycle bin and empty the bin.
 */
export function DataCenter({ patientId, caseId }: Props) {
  const styles = useStyles();
  const t = useT();
  const client = useApolloClient();
  const prefix = storagePrefix();
  const folder = prefix ? dataFolder(prefix, { patientId, caseId }) : null;
  const recycle = prefix ? recycleFolder(prefix) : null;
  const { data, refetch } = useQuery(DataCenterDocument, {
    variables: { folder: folder ?? '', recycle: recycle ?? '' },
    skip: !folder || !recycle,
    fetchPolicy: 'cache-and-network',
  });
  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const { items, upload, cancel, dismiss } = useUploads(folder, reload);
  const [moveToRecycle] = useMutation(MoveToRecycleDocument);
  const [emptyFolder] = useMutation(EmptyFolderDocument);
  const [dragging, setDragging] = useState(false);
  const [emptying, setEmptying] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const ids = useId();

  if (!prefix) return null;
  if (!data) return <PageSpinner />;
  const usage = data.storageUsage;
  const recycledBytes = data.recycled.reduce((sum, file) => sum + file.size, 0);

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
    await moveToRecycle({ variables: { from: key, to: recycleKey(prefix, key) } })
      .then(() => notify.success('files.movedToRecycle'))
      .catch(() => undefined);
    reload();
  };

  const empty = async () => {
    await emptyFolder({ variables: { prefix: recycle! } })
      .then(() => notify.success('files.recycleEmptied'))
      .catch(() => undefined);
    setEmptying(false);
    reload();
  };

  return (
    <div className={styles.root}>
      <QuotaBar
        usedBytes={usage.usedBytes}
        quotaBytes={usage.quotaBytes}
        recycleBytes={recycledBytes + usage.recycleBytes}
      />
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
            {t('files.recycleBin', { count: data.recycled.length, size: formatBytes(recycledBytes) })}
          </Text>
          <Button icon={<DeleteRegular />} disabled={data.recycled.length === 0} onClick={() => setEmptying(true)}>
            {t('files.emptyRecycle')}
          </Button>
        </div>
        {data.recycled.length > 0 && (
          <Table aria-labelledby={`${ids}-recycle`} size="small">
            <TableBody>
              {data.recycled.map((file) => (
                <TableRow key={file.key}>
                  <TableCell>{fileName(file.key).replace(/^\d+-/, '')}</TableCell>
                  <TableCell>{formatBytes(file.size)}</TableCell>
                  <TableCell>{formatAppointment(file.lastModified as string | null)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      {emptying && (
        <ConfirmDialog onCancel={() => setEmptying(false)} onConfirm={empty}>
          {t('files.confirmEmpty', { count: data.recycled.length, size: formatBytes(recycledBytes) })}
        </ConfirmDialog>
      )}
    </div>
  );
}
