import {
  Badge,
  Button,
  DialogActions,
  DialogContent,
  Field,
  Input,
  makeStyles,
  Switch,
  Tab,
  TabList,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { DeleteConfirm } from './DeleteConfirm';
import { FixedDialog } from '../../app/FixedDialog';
import { useDebouncedCallback } from '../../app/useDebounced';
import { useCellClass, VirtualTable } from '../../app/VirtualTable';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { LIST_FIELDS, newEntry, type CaseEntryValue, type ListField } from '../case/case-form';
import { CaseEntryList } from '../case/CaseEntryList';

const TemplatesDocument = graphql(`
  query SettingsTemplates($publicOnly: Boolean, $personalOnly: Boolean) {
    caseTemplates(publicOnly: $publicOnly, personalOnly: $personalOnly, limit: 100) {
      total
      items {
        id
        name
        isPublic
        status
        chiefComplaint
        currentCondition
        treatmentItem
        doctorAdvice
        examination {
          position
          content
        }
        diagnosis {
          position
          content
        }
        dispose {
          position
          content
        }
      }
    }
  }
`);

const CreateTemplateDocument = graphql(`
  mutation CreateCaseTemplate($input: CaseTemplateInput!) {
    createCaseTemplate(input: $input) {
      id
      name
      status
    }
  }
`);

const UpdateTemplateDocument = graphql(`
  mutation UpdateCaseTemplate($id: ID!, $input: CaseTemplateInput!) {
    updateCaseTemplate(id: $id, input: $input) {
      id
      name
      status
      chiefComplaint
      currentCondition
      treatmentItem
      doctorAdvice
      examination {
        position
        content
      }
      diagnosis {
        position
        content
      }
      dispose {
        position
        content
      }
    }
  }
`);

const DeleteTemplateDocument = graphql(`
  mutation DeleteCaseTemplate($id: ID!) {
    deleteCaseTemplate(id: $id)
  }
`);

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    marginBottom: tokens.spacingVerticalM,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Scope = 'all' | 'public' | 'personal';

interface TemplateDraft {
  id?: string;
  name: string;
  status: number;
  chiefComplaint: string;
  currentCondition: string;
  treatmentItem: string;
  doctorAdvice: string;
  examination: CaseEntryValue[];
  diagnosis: CaseEntryValue[];
  dispose: CaseEntryValue[];
}

const dropTemplates = (cache: import('@apollo/client').ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'caseTemplates' });
  cache.gc();
};

/** Template management: public (read-only) and personal templates, enable/disable, name required. */
export function TemplateManager() {
  const styles = useStyles();
  const cell = useCellClass();
  const t = useT();
  const [scope, setScope] = useState<Scope>('all');
  const [editing, setEditing] = useState<TemplateDraft | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { data } = useQuery(TemplatesDocument, {
    variables: { publicOnly: scope === 'public' || undefined, personalOnly: scope === 'personal' || undefined },
  });
  const [update] = useMutation(UpdateTemplateDocument);
  const [remove] = useMutation(DeleteTemplateDocument, { update: dropTemplates });
  const items = data?.caseTemplates.items ?? [];

  const columns = [
    { key: 'name', header: t('template.name'), width: 'minmax(180px, 2fr)' },
    { key: 'type', header: t('template.type'), width: '120px' },
    { key: 'status', header: t('template.status'), width: '200px' },
    { key: 'actions', header: t('common.actions'), width: '180px' },
  ];

  return (
    <div>
      <div className={styles.toolbar}>
        <TabList size="small" selectedValue={scope} onTabSelect={(_, { value }) => setScope(value as Scope)}>
          <Tab value="all">{t('template.all')}</Tab>
          <Tab value="public">{t('template.public')}</Tab>
          <Tab value="personal">{t('template.personal')}</Tab>
        </TabList>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing(emptyDraft())}>
          {t('template.add')}
        </Button>
      </div>
      <VirtualTable
        label={t('settings.templates')}
        height="480px"
        columns={columns}
        rows={items}
        rowKey={(row) => row.id}
        empty={t('common.empty')}
        renderCells={(row) => (
          <>
            <div role="cell" className={cell}>
              {row.name}
            </div>
            <div role="cell" className={cell}>
              <Badge appearance="outline" color={row.isPublic ? 'brand' : 'informative'}>
                {t(row.isPublic ? 'template.public' : 'template.personal')}
              </Badge>
            </div>
            <div role="cell" className={cell}>
              <Switch
                disabled={row.isPublic}
                checked={row.status === 1}
                label={t(row.status === 1 ? 'template.enabled' : 'template.disabled')}
                onChange={(_, { checked }) =>
                  void update({
                    variables: { id: row.id, input: { status: checked ? 1 : 0 } },
                    optimisticResponse: {
                      __typename: 'Mutation',
                      updateCaseTemplate: { ...row, status: checked ? 1 : 0 },
                    },
                  }).catch(() => undefined)
                }
              />
            </div>
            <div role="cell" className={cell}>
              {!row.isPublic && (
                <>
                  <Button size="small" appearance="subtle" onClick={() => setEditing(toDraft(row))}>
                    {t('common.edit')}
                  </Button>
                  <Button size="small" appearance="subtle" onClick={() => setDeleting(row.id)}>
                    {t('common.delete')}
                  </Button>
                </>
              )}
            </div>
          </>
        )}
      />
      {editing && <TemplateDialog draft={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteConfirm onDelete={() => remove({ variables: { id: deleting } })} onClose={() => setDeleting(null)}>
          {t('template.deleteConfirm')}
        </DeleteConfirm>
      )}
    </div>
  );
}

const emptyDraft = (): TemplateDraft => ({
  name: '',
  status: 1,
  chiefComplaint: '',
  currentCondition: '',
  treatmentItem: '',
  doctorAdvice: '',
  examination: [],
  diagnosis: [],
  dispose: [],
});

type Entries = readonly { position: string; content: string }[];

function toDraft(row: Omit<TemplateDraft, ListField> & { id: string } & Record<ListField, Entries>): TemplateDraft {
  const entries = (list: Entries) => list.map((entry) => newEntry(entry.position, entry.content));
  return {
    ...row,
    examination: entries(row.examination),
    diagnosis: entries(row.diagnosis),
    dispose: entries(row.dispose),
  };
}

function TemplateDialog({ draft, onClose }: { draft: TemplateDraft; onClose(): void }) {
  const styles = useStyles();
  const t = useT();
  const [values, setValues] = useState(draft);
  const [nameMissing, setNameMissing] = useState(false);
  const [create, { loading: creating }] = useMutation(CreateTemplateDocument, { update: dropTemplates });
  const [update, { loading: updating }] = useMutation(UpdateTemplateDocument);
  const set = <K extends keyof TemplateDraft>(field: K, value: TemplateDraft[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const save = useDebouncedCallback(async () => {
    const name = values.name.trim();
    setNameMissing(!name);
    if (!name) return;
    const entries = (list: CaseEntryValue[]) =>
      list
        .filter((entry) => entry.content.trim() || entry.position)
        .map((entry) => ({ position: entry.position, content: entry.content.trim() }));
    const input = {
      name,
      status: values.status,
      chiefComplaint: values.chiefComplaint,
      currentCondition: values.currentCondition,
      treatmentItem: values.treatmentItem,
      doctorAdvice: values.doctorAdvice,
      examination: entries(values.examination),
      diagnosis: entries(values.diagnosis),
      dispose: entries(values.dispose),
    };
    const done = await (
      values.id ? update({ variables: { id: values.id, input } }) : create({ variables: { input } })
    ).then(
      () => true,
      () => false,
    );
    if (done) {
      notify.success('feedback.savedSuccessfully');
      onClose();
    }
  });

  return (
    <FixedDialog title={t(values.id ? 'template.edit' : 'template.add')} width={1000}>
      <DialogContent className={styles.form}>
        <Field
          label={t('template.name')}
          required
          validationMessage={nameMissing ? t('template.nameRequired') : undefined}
        >
          <Input
            value={values.name}
            onChange={(_, d) => set('name', d.value)}
            onBlur={() => set('name', values.name.trim())}
          />
        </Field>
        {(['chiefComplaint', 'currentCondition', 'treatmentItem', 'doctorAdvice'] as const).map((field) => (
          <Field key={field} label={t(`case.${field}`)}>
            <Textarea resize="vertical" value={values[field]} onChange={(_, d) => set(field, d.value)} />
          </Field>
        ))}
        {LIST_FIELDS.map((field) => (
          <CaseEntryList
            key={field}
            label={t(`case.${field}`)}
            entries={values[field]}
            onChange={(entries) => set(field, entries)}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button appearance="primary" disabled={creating || updating} onClick={() => void save()}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </FixedDialog>
  );
}
