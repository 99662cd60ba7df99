import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import type { ApolloClient } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { PATIENT_SEARCH_LIMIT } from '@odontia/shared';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../__generated__';
import type { PatientListQuery } from '../../__generated__/graphql';
import { preloadQuery } from '../../api/apollo';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { listPageVariables } from '../../app/list-variables';
import { ListPager } from '../../app/Pager';
import { useDebouncedValue } from '../../app/useDebounced';
import { VirtualTable } from '../../app/VirtualTable';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { PatientDialog } from './PatientDialog';
import { dropRecordLists, StashPatientDocument } from './patient.mutations';
import { patientColumns, PatientRowCells } from './PatientRow';

const PatientListDocument = graphql(`
  query PatientList($keyword: String, $page: Int, $limit: Int) {
    patients(keyword: $keyword, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        ...PatientRow_patient @unmask
      }
    }
  }
`);

/** The first page, started while the app loads (the route table calls it on a start at this page). */
export const preloadData = (client: ApolloClient) =>
  preloadQuery(client, PatientListDocument, listPageVariables('', 1, PATIENT_SEARCH_LIMIT));

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' },
  search: { minWidth: '280px', flexGrow: 1, maxWidth: '420px' },
});

type PatientListItem = PatientListQuery['patients']['items'][number];

type Dialog =
  { kind: 'add' } | { kind: 'view' | 'edit'; id: string } | { kind: 'stash'; id: string; name: string } | null;

export default function PatientListPage() {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const search = useDebouncedValue(keyword.trim());
  const { data, previousData, error } = useQuery(PatientListDocument, {
    variables: listPageVariables(search, page, PATIENT_SEARCH_LIMIT),
  });
  const [stash, { loading: stashing }] = useMutation(StashPatientDocument, { update: dropRecordLists });
  // A failing search empties the list (seed 000 section 7).
  const list = error ? null : (data ?? previousData)?.patients;

  const actions = useMemo(
    () => ({
      onView: (id: string) => setDialog({ kind: 'view', id }),
      onEdit: (id: string) => setDialog({ kind: 'edit', id }),
      onDetail: (id: string) => navigate(`/patient/detail?pid=${id}&type=treatment`),
      onStash: (id: string, name: string) => setDialog({ kind: 'stash', id, name }),
    }),
    [navigate],
  );
  const renderCells = useCallback(
    (row: PatientListItem) => <PatientRowCells patient={row} actions={actions} />,
    [actions],
  );

  return (
    <div>
      <div className={styles.toolbar}>
        <Input
          className={styles.search}
          contentBefore={<SearchRegular />}
          placeholder={t('patient.keyword')}
          aria-label={t('patient.keyword')}
          value={keyword}
          onChange={(_, { value }) => {
            setKeyword(value);
            setPage(1);
          }}
        />
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ kind: 'add' })}>
          {t('patient.add')}
        </Button>
      </div>
      <VirtualTable
        label={t('route.patientList')}
        columns={patientColumns(t)}
        rows={list?.items ?? []}
        rowKey={(row) => row.id}
        renderCells={renderCells}
        empty={t('common.empty')}
      />
      {list && <ListPager page={list.page} limit={list.limit} total={list.total} onPage={setPage} />}
      {dialog?.kind === 'add' && <PatientDialog onClose={() => setDialog(null)} />}
      {(dialog?.kind === 'view' || dialog?.kind === 'edit') && (
        <PatientDialog patientId={dialog.id} startInEdit={dialog.kind === 'edit'} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'stash' && (
        <ConfirmDialog
          busy={stashing}
          onCancel={() => setDialog(null)}
          onConfirm={async () => {
            const done = await stash({ variables: { id: dialog.id } }).then(
              () => true,
              () => false,
            );
            if (done) notify.success('feedback.deleteSuccess');
            setDialog(null);
          }}
        >
          {t('patient.stashConfirm', { name: dialog.name })}
        </ConfirmDialog>
      )}
    </div>
  );
}
