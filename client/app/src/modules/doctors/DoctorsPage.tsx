import {
  Badge,
  Button,
  Input,
  makeStyles,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, SearchRegular } from '@fluentui/react-icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { ErrorCatalogue } from '@odontia/shared';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { DoctorsPageQuery } from '../../__generated__/graphql';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { Pager } from '../account/Pager';
import { DoctorDialog } from './DoctorDialog';
import { doctorInput, type DoctorForm } from './doctor-form';

const PAGE_SIZE = 10;

const DoctorsPageDocument = graphql(`
  query DoctorsPage($keyword: String, $page: Int, $limit: Int) {
    doctors(keyword: $keyword, page: $page, limit: $limit) {
      items {
        id
        name
        phone
        email
        disabled
      }
      total
      page
      limit
    }
    me {
      id
      actualChildren
      practice {
        id
        subUserLimit
      }
    }
  }
`);

const CreateDoctorDocument = graphql(`
  mutation CreateDoctor($input: CreateDoctorInput!) {
    createDoctor(input: $input) {
      id
      name
      phone
      email
      disabled
    }
  }
`);

const UpdateDoctorDocument = graphql(`
  mutation UpdateDoctor($id: ID!, $input: UpdateDoctorInput!) {
    updateDoctor(id: $id, input: $input) {
      id
      name
      phone
      email
      disabled
    }
  }
`);

const SetDoctorDisabledDocument = graphql(`
  mutation SetDoctorDisabled($id: ID!, $disabled: Boolean!) {
    setDoctorDisabled(id: $id, disabled: $disabled) {
      id
      disabled
    }
  }
`);

const DeleteDoctorDocument = graphql(`
  mutation DeleteDoctor($id: ID!) {
    deleteDoctor(id: $id) {
      id
    }
  }
`);

type Doctor = DoctorsPageQuery['doctors']['items'][number];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
  },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
  },
  search: { display: 'flex', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type Editing = { kind: 'add' } | { kind: 'edit'; doctor: Doctor } | { kind: 'delete'; doctor: Doctor } | null;

/** `/doctors/index` (main role): the practice's sub users, up to its limit. */
export default function DoctorsPage() {
  const styles = useStyles();
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const { data, previousData } = useQuery(DoctorsPageDocument, {
    variables: { keyword: search || undefined, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const refetch = { refetchQueries: ['DoctorsPage'], awaitRefetchQueries: true };
  const [create] = useMutation(CreateDoctorDocument, refetch);
  const [update] = useMutation(UpdateDoctorDocument);
  const [setDisabled] = useMutation(SetDoctorDisabledDocument);
  const [remove] = useMutation(DeleteDoctorDocument, refetch);
  const shown = data ?? previousData;

  const startAdd = () => {
    if (shown && shown.me.actualChildren >= shown.me.practice.subUserLimit) {
      notify.error(ErrorCatalogue.SubUserLimit.message);
      return;
    }
    setEditing({ kind: 'add' });
  };

  const save = async (form: DoctorForm) => {
    if (editing?.kind === 'edit') {
      await update({ variables: { id: editing.doctor.id, input: doctorInput(form) } });
      notify.success('feedback.updateSuccess');
    } else {
      const { password = '', ...rest } = doctorInput(form);
      await create({ variables: { input: { ...rest, password } } });
      notify.success('feedback.addSuccess');
    }
    setEditing(null);
  };

  const toggle = async (doctor: Doctor, enabled: boolean) => {
    await setDisabled({ variables: { id: doctor.id, disabled: !enabled } }).catch(() => undefined);
  };

  const destroy = async (doctor: Doctor) => {
    await remove({ variables: { id: doctor.id } });
    notify.success('feedback.deleteSuccess');
    setEditing(null);
  };

  return (
    <div className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('route.doctors')}
      </Text>
      <section className={styles.panel}>
        <div className={styles.toolbar}>
          <form
            className={styles.search}
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              setSearch(keyword.trim());
              setPage(1);
            }}
          >
            <Input
              value={keyword}
              aria-label={t('doctors.searchPlaceholder')}
              placeholder={t('doctors.searchPlaceholder')}
              contentBefore={<SearchRegular />}
              onChange={(_, { value }) => setKeyword(value)}
            />
            <Button type="submit">{t('common.search')}</Button>
          </form>
          <div className={styles.actions}>
            {shown && (
              <Text>
                {t('doctors.count', { count: shown.me.actualChildren, limit: shown.me.practice.subUserLimit })}
              </Text>
            )}
            <Button appearance="primary" icon={<AddRegular />} onClick={startAdd}>
              {t('doctors.add')}
            </Button>
          </div>
        </div>
        {!shown ? (
          <PageSpinner />
        ) : shown.doctors.items.length === 0 ? (
          <Text>{t('common.empty')}</Text>
        ) : (
          <>
            <Table aria-label={t('route.doctors')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('doctors.name')}</TableHeaderCell>
                  <TableHeaderCell>{t('doctors.phone')}</TableHeaderCell>
                  <TableHeaderCell>{t('doctors.email')}</TableHeaderCell>
                  <TableHeaderCell>{t('doctors.status')}</TableHeaderCell>
                  <TableHeaderCell>{t('common.actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.doctors.items.map((doctor) => (
                  <TableRow key={doctor.id}>
                    <TableCell>{doctor.name}</TableCell>
                    <TableCell>{doctor.phone}</TableCell>
                    <TableCell>{doctor.email}</TableCell>
                    <TableCell>
                      <Badge appearance="tint" color={doctor.disabled ? 'subtle' : 'success'}>
                        {t(doctor.disabled ? 'doctors.disabled' : 'doctors.enabled')}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      <div className={styles.actions}>
                        <Switch
                          checked={!doctor.disabled}
                          aria-label={t('doctors.enableLabel', { name: doctor.name })}
                          onChange={(_, { checked }) => void toggle(doctor, checked)}
                        />
                        <Button size="small" onClick={() => setEditing({ kind: 'edit', doctor })}>
                          {t('common.edit')}
                        </Button>
                        <Button size="small" onClick={() => setEditing({ kind: 'delete', doctor })}>
                          {t('common.delete')}
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager page={shown.doctors.page} limit={shown.doctors.limit} total={shown.doctors.total} onPage={setPage} />
          </>
        )}
      </section>
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <DoctorDialog
          initial={
            editing.kind === 'edit'
              ? {
                  name: editing.doctor.name,
                  phone: editing.doctor.phone ?? '',
                  email: editing.doctor.email ?? '',
                  password: '',
                }
              : undefined
          }
          onCancel={() => setEditing(null)}
          onSave={save}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          onCancel={() => setEditing(null)}
          onConfirm={() => destroy(editing.doctor).catch(() => undefined)}
        >
          {t('doctors.confirmDelete', { name: editing.doctor.name })}
        </ConfirmDialog>
      )}
    </div>
  );
}
