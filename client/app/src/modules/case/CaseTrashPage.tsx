import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { ListPager } from '../../app/Pager';
import { listPageVariables } from '../../app/list-variables';
import { useDebouncedValue } from '../../app/useDebounced';
import { VirtualTable } from '../../app/VirtualTable';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { DestroyCaseDocument, dropCaseLists, RestoreCaseDocument } from './case.mutations';
import { caseColumns, CaseRowCells } from './CaseRow';

const CaseTrashDocument = graphql(`
  query CaseTrash($keyword: String, $page: Int, $limit: Int) {
    cases(keyword: $keyword, page: $page, limit: $limit, trash: true) {
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

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  search: { minWidth: '280px', maxWidth: '420px', flexGrow: 1 },
});

export default function CaseTrashPage() {
  const styles = useStyles();
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [destroying, setDestroying] = useState<{ id: string; patientId: string | null } | null>(null);
  const search = useDebouncedValue(keyword.trim());
  const { data, previousData } = useQuery(CaseTrashDocument, {
    variables: listPageVariables(search, page, 100),
  });
  const [restore] = useMutation(RestoreCaseDocument);
  const [destroy, { loading }] = useMutation(DestroyCaseDocument);
  const list = (data ?? previousData)?.cases;

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
      </div>
      <VirtualTable
        label={t('route.caseTrash')}
        columns={caseColumns(t, true)}
        rows={list?.items ?? []}
        rowKey={(row) => row.id}
        empty={t('common.empty')}
        renderCells={(row) => (
          <CaseRowCells
            record={row}
            trash
            actions={[
              {
                label: t('common.restore'),
                onClick: async (id, patientId) => {
                  const done = await restore({
                    variables: { id },
                    update: (cache) => dropCaseLists(cache, patientId),
                  }).then(
                    () => true,
                    () => false,
                  );
                  if (done) notify.success('feedback.restoreSuccess');
                },
              },
              { label: t('common.destroy'), onClick: (id, patientId) => setDestroying({ id, patientId }) },
            ]}
          />
        )}
      />
      {list && <ListPager page={list.page} limit={list.limit} total={list.total} onPage={setPage} />}
      {destroying && (
        <ConfirmDialog
          typeToConfirm={t('common.destroy')}
          busy={loading}
          confirmLabel={t('common.destroy')}
          onCancel={() => setDestroying(null)}
          onConfirm={async () => {
            const done = await destroy({
              variables: { id: destroying.id },
              update: (cache) => {
                cache.evict({ id: cache.identify({ __typename: 'Case', id: destroying.id }) });
                dropCaseLists(cache, destroying.patientId);
              },
            }).then(
              () => true,
              () => false,
            );
            if (done) notify.success('feedback.deleteSuccess');
            setDestroying(null);
          }}
        >
          {t('case.destroyConfirm')}
        </ConfirmDialog>
      )}
    </div>
  );
}
