import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useT } from '../../../i18n/I18nProvider';
import type { TrajectoryView } from '../TrajectoryFrame';
import { TrajectoryFacebowDocument } from '../trajectory.queries';
import { CaptureSessionStateDocument } from './capture.documents';
import { RecordingSession } from './RecordingSession';
import { ScanPoints, useScanPoints } from './ScanPoints';
import { restoredSession } from './session';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/**
 * The recording step of the facebow flow (seed 001 section 4): once the fixed parameters are saved,
 * the pointer points on the upper scan and the recording session; a finished run refreshes the
 * case's recordings.
 */
export function CaptureStep({ view }: { view: TrajectoryView }) {
  const styles = useStyles();
  const t = useT();
  const { trajectoryCase } = view;
  const { data } = useQuery(TrajectoryFacebowDocument, { variables: { caseGroupId: trajectoryCase.caseGroupId } });
  const scanPoints = useScanPoints();
  // After a reload, the points of the session last submitted come back (once, and only onto an empty marking).
  const kept = useQuery(CaptureSessionStateDocument, {
    variables: { caseId: trajectoryCase.caseId, caseGroupId: trajectoryCase.caseGroupId },
  }).data?.captureSession;
  const restored = useRef(false);
  const { restore, marking } = scanPoints;
  useEffect(() => {
    if (!kept || restored.current || Object.keys(marking.marks).length) return;
    restored.current = true;
    const { extra, marks } = restoredSession(kept);
    restore(extra, marks);
  }, [kept, restore, marking.marks]);
  if (!data) return null;
  if (Object.keys(data.facebow.config ?? {}).length === 0)
    return <Text data-testid="capture-needs-params">{t('capture.needParams')}</Text>;
  return (
    <div className={styles.root}>
      <ScanPoints caseId={trajectoryCase.caseId} state={scanPoints} />
      <RecordingSession
        caseId={trajectoryCase.caseId}
        caseGroupId={trajectoryCase.caseGroupId}
        scanPoints={scanPoints.points}
        onFinished={view.refresh}
      />
    </div>
  );
}
