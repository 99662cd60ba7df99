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
  SECTIONS,
  sectionUrl,
  useFacebowProduct,
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
}

/**
 * The frame of the five Trajectory pages of a facebow product (digital or CT): the route guard (a
 * case of the practice and of this product, checked by the server's `trajectoryCase`; without a
 * case, the product's subscription), the case header, the section tabs, Refresh and the report.
 */
export function TrajectoryFrame({ section, children }: Props) {
  const [params] = useSearchParams();
  const caseId = params.get('caseId');
  const product = useFacebowProduct();
  const { subscribedProductIds, subscriptionsReady } = useSession();
  if (!caseId) {
    if (!subscriptionsReady) return <PageSpinner />;
    if (!subscribedProductIds.includes(product.productId)) return <Navigate to="/404" replace />;
    return <CasePicker section={section} />;
  }
  return (
    <CaseFrame caseId={caseId} section={section}>
      {children}
    </CaseFrame>
  );
}

function CaseFrame({ caseId, section, children }: Props & { caseId: string }) {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const product = useFacebowProduct();
  const [report, setReport] = useState(false);
  const variables = { caseId };
  // switching sections shows the cached case at once and refreshes it from the server
  const policy = 'cache-and-network' as const;
  const found = useQuery(TrajectoryCaseDocument, {
    variables: { caseId, productType: product.productType },
    fetchPolicy: policy,
  });
  const skip = !found.data;
  const recordings = useQuery(TrajectoryRecordingsDocument, { variables, skip, fetchPolicy: policy });
  const analysis = useQuery(TrajectoryAnalysisDocument, { variables, skip, fetchPolicy: policy });

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
          {t(`${product.titlePrefix}.${section}`)}
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
        onTabSelect={(_, data) => navigate(sectionUrl(data.value as Section, caseId, product))}
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
