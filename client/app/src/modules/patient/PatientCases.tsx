import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useFragment } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { VirtualTable } from '../../app/VirtualTable';
import { useT } from '../../i18n/I18nProvider';
import { CaseDialog } from '../case/CaseDialog';
import { caseColumns, CaseRowCells } from '../case/CaseRow';

export const PatientCases_patient = graphql(`
  fragment PatientCases_patient on Patient {
    id
    name
    cases {
      id
      ...CaseRow_case @unmask
    }
  }
`);

const useStyles = makeStyles({
  toolbar: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalM },
});

/** The medical record tab: the patient's cases and a create button with the patient chosen. */
export function PatientCases({ patient }: { patient: FragmentType<typeof PatientCases_patient> }) {
  const styles = useStyles();
  const t = useT();
  const fragment = useFragment({ fragment: PatientCases_patient, fragmentName: 'PatientCases_patient', from: patient });
  const data = fragment.complete ? fragment.data : null;
  const [open, setOpen] = useState<{ id?: string; mode: 'edit' | 'view' } | null>(null);
  const cases = data?.cases ?? [];
  return (
    <div>
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setOpen({ mode: 'edit' })}>
          {t('case.create')}
        </Button>
      </div>
      <VirtualTable
        label={t('patient.tab.record')}
        columns={caseColumns(t, false)}
        rows={cases}
        rowKey={(row) => row.id}
        height="420px"
        empty={t('common.empty')}
        renderCells={(row) => (
          <CaseRowCells
            record={row}
            onOpen={(id) => setOpen({ id, mode: 'edit' })}
            actions={[{ label: t('common.view'), onClick: (id) => setOpen({ id, mode: 'view' }) }]}
          />
        )}
      />
      {open && (
        <CaseDialog
          caseId={open.id}
          mode={open.mode}
          patient={open.id || !data ? null : { id: data.id, name: data.name }}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
