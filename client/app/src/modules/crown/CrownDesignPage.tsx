import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { Navigate, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { PageSpinner } from '../../layout/PageSpinner';
import { useT } from '../../i18n/I18nProvider';
import { useSession } from '../../session/SessionProvider';
import { useCaseModelSources } from '../viewer/case-files';
import { idParam } from '../viewer/urls';
import { CrownWorkbench } from './CrownWorkbench';

/** Catalogue product 4, Crown (seed 000: type 4, /crown/design). */
export const CROWN_PRODUCT_ID = 4;

const CrownCaseDocument = graphql(`
  query CrownCase($id: ID!) {
    case(id: $id) {
      id
      productId
      recordName
      group {
        id
      }
      patient {
        id
        name
      }
    }
  }
`);

/**
 * /crown/design?id=<case>&productId=4: the crown design of a case whose case group is a Crown one
 * (charged when it was created); without a case, a subscription to Crown is needed. Otherwise /404.
 */
export default function CrownDesignPage() {
  const t = useT();
  const [params] = useSearchParams();
  const caseId = idParam(params.get('id'));
  const { subscribedProductIds, subscriptionsReady } = useSession();
  const crownCase = useQuery(CrownCaseDocument, { variables: { id: String(caseId ?? '') }, skip: caseId === null });
  const scans = useCaseModelSources(caseId, null);

  const subscribed = subscribedProductIds.includes(CROWN_PRODUCT_ID);
  const record = crownCase.data?.case;
  if (caseId === null) {
    if (!subscriptionsReady) return <PageSpinner />;
    if (!subscribed) return <Navigate to="/404" replace />;
    return (
      <MessageBar intent="info">
        <MessageBarBody>{t('crown.noCase')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (crownCase.error) return <Navigate to="/404" replace />;
  if (!record || !subscriptionsReady) return <PageSpinner />;
  if (record.productId !== CROWN_PRODUCT_ID || !record.group) return <Navigate to="/404" replace />;
  if (scans.failed)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('crown.scansFailed')}</MessageBarBody>
      </MessageBar>
    );
  if (scans.loading) return <PageSpinner />;
  return <CrownWorkbench caseId={caseId} caseGroupId={record.group.id} scans={scans.sources} />;
}
