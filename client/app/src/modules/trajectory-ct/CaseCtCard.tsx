import { useApolloClient } from '@apollo/client/react';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/I18nProvider';
import { caseSeriesSize } from '../ct/case-series';
import { ctViewerUrl } from '../viewer/urls';

/** The CT facebow case's CBCT: how many slices are stored, and the CT viewer to open, upload or replace it. */
export function CaseCtCard({ caseId }: { caseId: number }) {
  const t = useT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [slices, setSlices] = useState<number | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    caseSeriesSize(client, caseId).then(
      (n) => live && setSlices(n),
      () => live && setSlices('failed'),
    );
    return () => {
      live = false;
    };
  }, [client, caseId]);
  return (
    <div data-testid="trajectory-case-ct">
      {slices === null ? (
        <Spinner size="tiny" />
      ) : (
        <Text>
          {slices === 'failed'
            ? t('ct.loadFailed')
            : slices
              ? t('trajectoryCt.ctSlices', { count: slices })
              : t('trajectoryCt.noCt')}
        </Text>
      )}
      <div>
        <Button onClick={() => navigate(ctViewerUrl({ caseId }))} data-testid="trajectory-case-ct-open">
          {t(slices ? 'trajectoryCt.openCt' : 'trajectoryCt.uploadCt')}
        </Button>
      </div>
    </div>
  );
}
