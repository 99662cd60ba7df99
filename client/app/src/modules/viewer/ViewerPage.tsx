import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { ScanRegular } from '@fluentui/react-icons';
import type { ModelSource } from '@odontia/viewer';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../layout/PageSpinner';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { useCaseModelSources } from './case-files';
import { localFileSources } from './local-files';
import { ModelWorkspace } from './ModelWorkspace';
import { ctViewerUrl, idParam } from './urls';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    height: `calc(100vh - 56px - 2 * ${tokens.spacingHorizontalXL})`,
    minHeight: '480px',
  },
});

/** /viewer?caseId=…[&fileId=…]: a case's model files (or files opened from disk) in the 3D viewer. */
export default function ViewerPage() {
  const styles = useStyles();
  const t = useT();
  const [params] = useSearchParams();
  const caseId = idParam(params.get('caseId'));
  const fileId = idParam(params.get('fileId'));
  const stored = useCaseModelSources(caseId, fileId);
  const navigate = useNavigate();
  const [local, setLocal] = useState<ModelSource[]>([]);
  const objectUrls = useRef<string[]>([]);

  // Files opened from disk stay readable while the page is open.
  useEffect(() => () => objectUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const sources = useMemo(() => [...stored.sources, ...local], [stored.sources, local]);

  const openFiles = (files: File[]) => {
    const chosen = localFileSources(files);
    if (chosen.ignored.length) notify.error('viewer.loadFailed', { name: chosen.ignored.join(', ') });
    objectUrls.current.push(...chosen.objectUrls);
    setLocal((previous) => [...previous, ...chosen.sources]);
  };

  return (
    <div className={styles.root} data-testid="viewer-page" data-loading={stored.loading}>
      {stored.failed && (
        <MessageBar intent="error">
          <MessageBarBody>{t('viewer.caseFilesFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {/* The viewer mounts once the case's files are known, so its first ready event covers them. */}
      {stored.loading ? (
        <PageSpinner />
      ) : (
        <ModelWorkspace
          sources={sources}
          onOpenFiles={openFiles}
          toolbarEnd={
            <Button
              appearance="subtle"
              size="small"
              icon={<ScanRegular />}
              onClick={() => navigate(ctViewerUrl({ caseId }))}
            >
              {t('viewer.openCt')}
            </Button>
          }
        />
      )}
    </div>
  );
}
