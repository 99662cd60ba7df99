import {
  Button,
  DialogActions,
  DialogContent,
  Field,
  Input,
  makeStyles,
  SpinButton,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { DeleteConfirm } from './DeleteConfirm';
import { FixedDialog } from '../../app/FixedDialog';
import { useCellClass, VirtualTable } from '../../app/VirtualTable';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';

const SopsDocument = graphql(`
  query SettingsSops {
    sops(limit: 100) {
      items {
        id
        name
        cycleDays
      }
    }
  }
`);

const SaveSopDocument = graphql(`
  mutation SaveSop($id: ID, $name: String!, $cycleDays: Int!) {
    saveSop(id: $id, name: $name, cycleDays: $cycleDays) {
      id
      name
      cycleDays
    }
  }
`);

const DeleteSopDocument = graphql(`
  mutation DeleteSop($id: ID!) {
    deleteSop(id: $id)
  }
`);

const dropSops = (cache: import('@apollo/client').ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'sops' });
  cache.gc();
};

const useStyles = makeStyles({
  toolbar: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Treatment SOPs: name and cycle (days) required. */
export function SopManager() {
  const styles = useStyles();
  const cell = useCellClass();
  const t = useT();
  const { data } = useQuery(SopsDocument);
  const [editing, setEditing] = useState<{ id?: string; name: string; cycleDays: number | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [remove] = useMutation(DeleteSopDocument, { update: dropSops });
  const columns = [
    { key: 'name', header: t('sop.name'), width: 'minmax(200px, 2fr)' },
    { key: 'cycle', header: t('sop.cycle'), width: '160px' },
    { key: 'actions', header: t('common.actions'), width: '180px' },
  ];
  return (
    <div>
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ name: '', cycleDays: null })}>
          {t('sop.add')}
        </Button>
      </div>
      <VirtualTable
        label={t('settings.sop')}
        height="420px"
        columns={columns}
        rows={data?.sops.items ?? []}
        rowKey={(row) => row.id}
        empty={t('common.empty')}
        renderCells={(row) => (
          <>
            <div role="cell" className={cell}>
              {row.name}
            </div>
            <div role="cell" className={cell}>
              {t('sop.days', { days: row.cycleDays })}
            </div>
            <div role="cell" className={cell}>
              <Button size="small" appearance="subtle" onClick={() => setEditing(row)}>
                {t('common.edit')}
              </Button>
              <Button size="small" appearance="subtle" onClick={() => setDeleting(row.id)}>
                {t('common.delete')}
              </Button>
            </div>
          </>
        )}
      />
      {editing && <SopDialog initial={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteConfirm onDelete={() => remove({ variables: { id: deleting } })} onClose={() => setDeleting(null)}>
          {t('sop.deleteConfirm')}
        </DeleteConfirm>
      )}
    </div>
  );
}

function SopDialog({
  initial,
  onClose,
}: {
  initial: { id?: string; name: string; cycleDays: number | null };
  onClose(): void;
}) {
  const styles = useStyles();
  const t = useT();
  const [name, setName] = useState(initial.name);
  const [cycleDays, setCycleDays] = useState<number | null>(initial.cycleDays);
  const [errors, setErrors] = useState<{ name?: boolean; cycle?: boolean }>({});
  const [save, { loading }] = useMutation(SaveSopDocument, { update: initial.id ? undefined : dropSops });
  const submit = async () => {
    const found = { name: !name.trim(), cycle: !cycleDays || cycleDays < 1 };
    setErrors(found);
    if (found.name || found.cycle) return;
    const done = await save({ variables: { id: initial.id, name: name.trim(), cycleDays: cycleDays! } }).then(
      () => true,
      () => false,
    );
    if (done) {
      notify.success('feedback.savedSuccessfully');
      onClose();
    }
  };
  return (
    <FixedDialog title={t(initial.id ? 'sop.edit' : 'sop.add')} width={480}>
      <DialogContent className={styles.form}>
        <Field label={t('sop.name')} required validationMessage={errors.name ? t('sop.nameRequired') : undefined}>
          <Input value={name} onChange={(_, d) => setName(d.value)} />
        </Field>
        <Field label={t('sop.cycle')} required validationMessage={errors.cycle ? t('sop.cycleRequired') : undefined}>
          <SpinButton
            min={1}
            max={3650}
            value={cycleDays}
            onChange={(_, d) => setCycleDays(d.value ?? (d.displayValue ? Number(d.displayValue) : null))}
          />
        </Field>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button appearance="primary" disabled={loading} onClick={() => void submit()}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </FixedDialog>
  );
}
