import { Button, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { ArchiveRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../__generated__';
import { notify } from '../../feedback/bus';
import { formatAppointment } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';
import { formatBytes } from './file-rules';

const PracticeExportsDocument = graphql(`
  query PracticeExports {
    practiceExports {
      id
      status
      progress
      size
      createdAt
      finishedAt
    }
  }
`);

const RequestPracticeExportDocument = graphql(`
  mutation RequestPracticeExport {
    requestPracticeExport {
      id
      status
      progress
    }
  }
`);

const PracticeExportLinkDocument = graphql(`
  query PracticeExportLink($id: ID!) {
    practiceExportLink(id: $id) {
      url
    }
  }
`);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** Poll while an export is queued or running. */
const POLL_MS = 2000;

/**
 * The main account's export of all the practice's data: request it, follow its progress, download
 * the archive through a short-lived link.
 */
export function PracticeExport() {
  const styles = useStyles();
  const t = useT();
  const client = useApolloClient();
  const { data, startPolling, stopPolling, refetch } = useQuery(PracticeExportsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [request, { loading: requesting }] = useMutation(RequestPracticeExportDocument);
  const latest = data?.practiceExports[0];
  const busy = latest?.status === 'queued' || latest?.status === 'running';
  useEffect(() => {
    if (!busy) return;
    startPolling(POLL_MS);
    return stopPolling;
  }, [busy, startPolling, stopPolling]);

  const start = async () => {
    await request()
      .then(() => notify.success('files.exportQueued'))
      .catch(() => undefined);
    await refetch().catch(() => undefined);
  };

  const download = async (id: string) => {
    const result = await client
      .query({ query: PracticeExportLinkDocument, variables: { id }, fetchPolicy: 'network-only' })
      .catch(() => null);
    if (result?.data) window.open(result.data.practiceExportLink.url, '_blank', 'noopener');
  };

  return (
    <div className={styles.root}>
      <Text as="h2" size={500} weight="semibold">
        {t('files.export')}
      </Text>
      <Text>{t('files.exportHint')}</Text>
      <div className={styles.row}>
        <Button icon={<ArchiveRegular />} disabled={busy || requesting} onClick={() => void start()}>
          {t('files.exportStart')}
        </Button>
        {latest && busy && (
          <ProgressBar
            style={{ flex: 1, minWidth: 160 }}
            value={latest.progress / 100}
            aria-label={t('files.exportProgress')}
            aria-valuetext={`${latest.progress}%`}
          />
        )}
        {latest && busy && <Text>{t(`files.exportStatus.${latest.status as 'queued' | 'running'}`)}</Text>}
        {latest?.status === 'failed' && <Text>{t('files.exportStatus.failed')}</Text>}
        {latest?.status === 'finished' && (
          <>
            <Text>
              {t('files.exportReady', {
                date: formatAppointment(latest.finishedAt as string | null),
                size: formatBytes(latest.size ?? 0),
              })}
            </Text>
            <Button appearance="primary" icon={<ArrowDownloadRegular />} onClick={() => void download(latest.id)}>
              {t('files.exportDownload')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
