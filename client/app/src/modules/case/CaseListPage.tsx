import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import type { ApolloClient } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../__generated__';
import type { CaseListQuery } from '../../__generated__/graphql';
import { preloadQuery } from '../../api/apollo';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { listPageVariables } from '../../app/list-variables';
import { ListPager } from '../../app/Pager';
import { useDebouncedValue } from '../../app/useDebounced';
import { VirtualTable } from '../../app/VirtualTable';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { dropCaseLists, StashCaseDocument } from './case.mutations';
import { CaseDialog } from './CaseDialog';
import { caseColumns, CaseRowCells } from './CaseRow';

const CaseListDocument = graphql(`
  query CaseList($keyword: String, $page: Int, $limit: Int) {
    cases(keyword: $keyword, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        ...CaseRow_case @unmask
      }
    }
  }
`);

const PAGE_SIZE = 100;

/** The first page, started while the app loads (the route table calls it on a start at this page). */
export const preloadData = (client: ApolloClient) =>
  preloadQuery(client, CaseListDocument, listPageVariables('', 1, PAGE_SIZE));

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' },
  search: { minWidth: '280px', maxWidth: '420px', flexGrow: 1 },
});

type CaseListItem = CaseListQuery['cases']['items'][number];

type Dialog =
  | { kind: 'create' }
  | { kind: 'open' | 'view'; id: string }
  | { kind: 'stash'; id: string; patientId: string | null }
  | null;

export default function CaseListPage() {
  const styles = useStyles();
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const search = useDebouncedValue(keyword.trim());
  const { data, previousData } = useQuery(CaseListDocument, { variables: listPageVariables(search, page, PAGE_SIZE) });
  const [stash] = useMutation(StashCaseDocument);
  const list = (data ?? previousData)?.cases;
  const renderCells = useCallback(
    (row: CaseListItem) => (
      <CaseRowCells
        record={row}
        onOpen={(id) => setDialog({ kind: 'open', id })}
        actions={[
          { label: t('common.view'), onClick: (id) => setDialog({ kind: 'view', id }) },
          { label: t('common.edit'), onClick: (id) => setDialog({ kind: 'open', id }) },
          { label: t('case.stash'), onClick: (id, patientId) => setDialog({ kind: 'stash', id, patientId }) },
        ]}
      />
    ),
    [t],
  );

  return (
    <div>
      <div className={styles.toolbar}>
        <Input
          className={styles.search}
          contentBefore={<SearchRegular />}
          placeholder={t('case.keyword')}
          aria-label={t('case.keyword')}
          value={keyword}
          onChange={(_, { value }) => {
            setKeyword(value);
            setPage(1);
          }}
        />
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ kind: 'create' })}>
          {t('case.create')}
        </Button>
      </div>
      <VirtualTable
        label={t('route.caseList')}
        columns={caseColumns(t, false)}
        rows={list?.items ?? []}
        rowKey={(row) => row.id}
        empty={t('common.empty')}
        renderCells={renderCells}
      />
      {list && <ListPager page={list.page} limit={list.limit} total={list.total} onPage={setPage} />}
      {dialog?.kind === 'create' && <CaseDialog onClose={() => setDialog(null)} />}
      {(dialog?.kind === 'open' || dialog?.kind === 'view') && (
        <CaseDialog
          caseId={dialog.id}
          mode={dialog.kind === 'view' ? 'view' : 'edit'}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'stash' && (
        <ConfirmDialog
          onCancel={() => setDialog(null)}
          onConfirm={async () => {
            const done = await stash({
              variables: { id: dialog.id },
              update: (cache) => dropCaseLists(cache, dialog.patientId),
            }).then(
              () => true,
              () => false,
            );
            if (done) notify.success('feedback.deleteSuccess');
            setDialog(null);
          }}
        >
          {t('case.stashConfirm')}
        </ConfirmDialog>
      )}
    </div>
  );
}
