import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { PATIENT_SEARCH_LIMIT } from '@odontia/shared';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { ListPager } from '../../app/Pager';
import { listPageVariables } from '../../app/list-variables';
import { useDebouncedValue } from '../../app/useDebounced';
import { useCellClass, VirtualTable } from '../../app/VirtualTable';
import { notify } from '../../feedback/bus';
import { formatAppointment } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';
import { DestroyPatientDocument, dropRecordLists, RestorePatientDocument } from './patient.mutations';

const PatientTrashDocument = graphql(`
  query PatientTrash($keyword: String, $page: Int, $limit: Int) {
    patients(keyword: $keyword, page: $page, limit: $limit, trash: true) {
      total
      page
      limit
      items {
        id
        name
        phone
        memo
        caseCount
        deletedAt
      }
    }
  }
`);

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  search: { minWidth: '280px', maxWidth: '420px', flexGrow: 1 },
});

export default function PatientTrashPage() {
  const styles = useStyles();
  const cell = useCellClass();
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [destroying, setDestroying] = useState<{ id: string; name: string } | null>(null);
  const search = useDebouncedValue(keyword.trim());
  const { data, previousData } = useQuery(PatientTrashDocument, {
    variables: listPageVariables(search, page, PATIENT_SEARCH_LIMIT),
  });
  const [restore] = useMutation(RestorePatientDocument, { update: dropRecordLists });
  const [destroy, { loading }] = useMutation(DestroyPatientDocument, {
    update: (cache, result) => {
      const id = result.data?.destroyPatient;
      if (id) cache.evict({ id: cache.identify({ __typename: 'Patient', id }) });
      dropRecordLists(cache);
    },
  });
  const list = (data ?? previousData)?.patients;

  const columns = [
    { key: 'name', header: t('patient.name'), width: 'minmax(140px, 1.5fr)' },
    { key: 'phone', header: t('patient.phone'), width: '140px' },
    { key: 'memo', header: t('patient.memo'), width: 'minmax(110px, 1fr)' },
    { key: 'cases', header: t('patient.caseCount'), width: '80px' },
    { key: 'deleted', header: t('patient.deletedAt'), width: '160px' },
    { key: 'actions', header: t('common.actions'), width: '220px' },
  ];

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
      </div>
      <VirtualTable
        label={t('route.patientTrash')}
        columns={columns}
        rows={list?.items ?? []}
        rowKey={(row) => row.id}
        empty={t('common.empty')}
        renderCells={(row) => (
          <>
            <div role="cell" className={cell}>
              {row.name}
            </div>
            <div role="cell" className={cell}>
              {row.phone}
            </div>
            <div role="cell" className={cell}>
              {row.memo}
            </div>
            <div role="cell" className={cell}>
              {row.caseCount}
            </div>
            <div role="cell" className={cell}>
              {formatAppointment(row.deletedAt as string | null)}
            </div>
            <div role="cell" className={cell}>
              <Button
                size="small"
                appearance="subtle"
                onClick={async () => {
                  const done = await restore({ variables: { id: row.id } }).then(
                    () => true,
                    () => false,
                  );
                  if (done) notify.success('feedback.restoreSuccess');
                }}
              >
                {t('common.restore')}
              </Button>
              <Button size="small" appearance="subtle" onClick={() => setDestroying({ id: row.id, name: row.name })}>
                {t('common.destroy')}
              </Button>
            </div>
          </>
        )}
      />
      {list && <ListPager page={list.page} limit={list.limit} total={list.total} onPage={setPage} />}
      {destroying && (
        <ConfirmDialog
          typeToConfirm={destroying.name}
          busy={loading}
          confirmLabel={t('common.destroy')}
          onCancel={() => setDestroying(null)}
          onConfirm={async () => {
            const done = await destroy({ variables: { id: destroying.id } }).then(
              () => true,
              () => false,
            );
            if (done) notify.success('feedback.deleteSuccess');
            setDestroying(null);
          }}
        >
          {t('patient.destroyConfirm', { name: destroying.name })}
        </ConfirmDialog>
      )}
    </div>
  );
}
