import { Button, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { DataCenter } from '../files';
import { PatientAppointments } from './PatientAppointments';
import { PatientCases } from './PatientCases';
import { PatientDialog } from './PatientDialog';
import { PatientInfoView } from './PatientInfoView';
import { PatientPlans } from './PatientPlans';

const PatientDetailDocument = graphql(`
  query PatientDetail($id: ID!) {
    patient(id: $id) {
      id
      name
      ...PatientInfo_patient
      ...PatientAppointments_patient
      ...PatientCases_patient
      ...PatientPlans_patient
    }
  }
`);

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    marginBottom: tokens.spacingVerticalM,
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  panel: {
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    marginTop: tokens.spacingVerticalM,
  },
});

type DetailTab = 'info' | 'record' | 'plan' | 'data';

/** /patient/detail?pid=…&type=treatment: information centre, medical record, treatment plan, data center. */
export default function PatientDetailPage() {
  const styles = useStyles();
  const t = useT();
  const [params] = useSearchParams();
  const pid = params.get('pid') ?? '';
  const [tab, setTab] = useState<DetailTab>(params.get('type') === 'treatment' ? 'plan' : 'info');
  const [editing, setEditing] = useState(false);
  const { data, error } = useQuery(PatientDetailDocument, { variables: { id: pid }, skip: !pid });

  if (!pid || error) return <Text>{t('patient.missing')}</Text>;
  if (!data) return <PageSpinner />;
  const patient = data.patient;

  return (
    <div>
      <div className={styles.header}>
        <h1 className={styles.name}>{patient.name}</h1>
        <Button icon={<EditRegular />} onClick={() => setEditing(true)}>
          {t('common.edit')}
        </Button>
      </div>
      <TabList selectedValue={tab} onTabSelect={(_, { value }) => setTab(value as DetailTab)}>
        <Tab value="info">{t('patient.tab.info')}</Tab>
        <Tab value="record">{t('patient.tab.record')}</Tab>
        <Tab value="plan">{t('patient.tab.plan')}</Tab>
        <Tab value="data">{t('patient.tab.data')}</Tab>
      </TabList>
      <section className={styles.panel}>
        {tab === 'info' && (
          <>
            <PatientInfoView patient={patient} />
            <PatientAppointments patient={patient} />
          </>
        )}
        {tab === 'record' && <PatientCases patient={patient} />}
        {tab === 'plan' && <PatientPlans patient={patient} />}
        {tab === 'data' && <DataCenter patientId={patient.id} />}
      </section>
      {editing && <PatientDialog patientId={patient.id} startInEdit onClose={() => setEditing(false)} />}
    </div>
  );
}
