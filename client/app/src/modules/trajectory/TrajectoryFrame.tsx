import { useQuery } from '@apollo/client/react';
import { Button, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DocumentPrintRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { TrajectoryCaseQuery } from '../../__generated__/graphql';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { useSession } from '../../session/SessionProvider';
import { CasePicker } from './CasePicker';
import { ReportDialog } from './report/ReportDialog';
import {
  FACEBOW_PRODUCT_ID,
  SECTIONS,
  sectionUrl,
  TRAJECTORY_PATH,
  type Analysis,
  type RecordingRow,
  type Section,
} from './trajectory-data';
import { TrajectoryAnalysisDocument, TrajectoryCaseDocument, TrajectoryRecordingsDocument } from './trajectory.queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
});

export type TrajectoryCase = TrajectoryCaseQuery['trajectoryCase'];

/** What every Trajectory section receives: the case, its recordings and its analysis (computed on request). */
export interface TrajectoryView {
  trajectoryCase: TrajectoryCase;
  recordings: RecordingRow[];
  analysis: Analysis;
  refresh: () => Promise<void>;
}

interface Props {
  section: Section;
  children: (view: TrajectoryView) => ReactNode;
  /** The path the tabs link under (`/trajectory`; the CT facebow reuses the pages under its own). */
  basePath?: string;
}

/**
 * The frame of the five Trajectory pages: the route guard (a facebow case of the practice, checked by
 * the server's `trajectoryCase`; without a case, the product's subscription), the case header, the
 * section tabs, Refresh and the report.
 */
export function TrajectoryFrame({ section, children, basePath = TRAJECTORY_PATH }: Props) {
  const [params] = useSearchParams();
  const caseId = params.get('caseId');
  const { subscribedProductIds, subscriptionsReady } = useSession();
  if (!caseId) {
    if (!subscriptionsReady) return <PageSpinner />;
    if (!subscribedProductIds.includes(FACEBOW_PRODUCT_ID)) return <Navigate to="/404" replace />;
    return <CasePicker section={section} basePath={basePath} />;
  }
  return (
    <CaseFrame caseId={caseId} section={section} basePath={basePath}>
      {children}
    </CaseFrame>
  );
}

function CaseFrame({ caseId, section, basePath, children }: Props & { caseId: string; basePath: string }) {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const [report, setReport] = useState(false);
  const variables = { caseId };
  const found = useQuery(TrajectoryCaseDocument, { variables, fetchPolicy: 'network-only' });
  const skip = !found.data;
  const recordings = useQuery(TrajectoryRecordingsDocument, { variables, skip, fetchPolicy: 'network-only' });
  const analysis = useQuery(TrajectoryAnalysisDocument, { variables, skip, fetchPolicy: 'network-only' });

  if (found.error) return <Navigate to="/404" replace />;
  if (!found.data || !recordings.data || !analysis.data) return <PageSpinner />;

  const view: TrajectoryView = {
    trajectoryCase: found.data.trajectoryCase,
    recordings: recordings.data.jawRecordings,
    analysis: analysis.data.jawAnalysis,
    refresh: async () => {
      await Promise.all([found.refetch(), recordings.refetch(), analysis.refetch()]);
    },
  };
  const c = view.trajectoryCase;
  return (
    <div className={styles.root} data-testid={`trajectory-${section}`}>
      <div className={styles.header}>
        <Text as="h1" size={600} weight="semibold">
          {t(`route.trajectory.${section}`)}
        </Text>
        <Text className={styles.grow} data-testid="trajectory-case-title">
          {t('trajectory.caseTitle', { patient: c.patientName, record: c.recordName })}
        </Text>
        <Button icon={<ArrowClockwiseRegular />} onClick={() => void view.refresh()}>
          {t('trajectory.refresh')}
        </Button>
        <Button icon={<DocumentPrintRegular />} onClick={() => setReport(true)}>
          {t('trajectory.report')}
        </Button>
      </div>
      <TabList
        selectedValue={section}
        onTabSelect={(_, data) => navigate(sectionUrl(data.value as Section, caseId, basePath))}
      >
        {SECTIONS.map((s) => (
          <Tab key={s} value={s}>
            {t(`trajectory.tab.${s}`)}
          </Tab>
        ))}
      </TabList>
      {children(view)}
      {report && <ReportDialog view={view} onClose={() => setReport(false)} />}
    </div>
  );
}
