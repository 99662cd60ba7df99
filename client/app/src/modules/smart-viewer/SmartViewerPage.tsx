import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import type { SmileDesign } from '@odontia/shared';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useT } from '../../i18n/I18nProvider';
import { FaceScene } from '../smart-face/FaceScene';
import { SmileOnPhoto } from '../smart-face/SmileOnPhoto';
import { SharedSmileDocument } from './shared-smile.documents';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    height: '100vh',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  views: { flexGrow: 1, minHeight: 0, display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  view: { flex: '1 1 420px', minHeight: '360px' },
});

/**
 * /smart-viewer?token=…: the standalone page a patient opens from a share link (no sign-in, no app
 * shell). It shows only the one design, in the smile photo and on the 3D face; an expired or withdrawn link
 * says so.
 */
export default function SmartViewerPage() {
  const styles = useStyles();
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const shared = useQuery(SharedSmileDocument, { variables: { token }, context: { silent: true } });
  const data = shared.data?.sharedSmile;
  const failure = shared.error ? (errorMessageOf(shared.error) ?? 'Not found') : null;
  return (
    <div className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('route.smartViewer')}
      </Text>
      {shared.loading && <Spinner label={t('face.viewer.loading')} />}
      {failure && (
        <MessageBar intent="error" data-testid="share-error">
          <MessageBarBody>{t(`error.${failure}`)}</MessageBarBody>
        </MessageBar>
      )}
      {data && (
        <>
          <Text>{t('face.viewer.expires', { date: new Date(String(data.expiresAt)).toLocaleString() })}</Text>
          <div className={styles.views}>
            {data.smilePhotoUrl && data.smileLandmarksUrl && data.landmarksUrl && (
              <div className={styles.view}>
                <SmileOnPhoto
                  photoUrl={data.smilePhotoUrl}
                  landmarksUrl={data.smileLandmarksUrl}
                  neutralLandmarksUrl={data.landmarksUrl}
                  design={data.result as SmileDesign}
                />
              </div>
            )}
            <div className={styles.view}>
              <FaceScene faceUrl={data.faceUrl ?? null} design={data.result as SmileDesign} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
