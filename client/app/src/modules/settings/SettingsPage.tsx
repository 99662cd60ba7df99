import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { BasicInfo } from './BasicInfo';
import { Changelog } from './Changelog';
import { SopManager } from './SopManager';
import { TemplateManager } from './TemplateManager';

const SettingsDocument = graphql(`
  query Settings {
    me {
      id
      ...BasicInfo_user
    }
  }
`);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: {
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
  },
});

type SettingsTab = 'basic' | 'templates' | 'sop' | 'changelog';

export default function SettingsPage() {
  const styles = useStyles();
  const t = useT();
  const [tab, setTab] = useState<SettingsTab>('basic');
  const { data } = useQuery(SettingsDocument);
  return (
    <div className={styles.root}>
      <TabList selectedValue={tab} onTabSelect={(_, { value }) => setTab(value as SettingsTab)}>
        <Tab value="basic">{t('settings.basicInfo')}</Tab>
        <Tab value="templates">{t('settings.templates')}</Tab>
        <Tab value="sop">{t('settings.sop')}</Tab>
        <Tab value="changelog">{t('settings.changelog')}</Tab>
      </TabList>
      <section className={styles.panel}>
        {tab === 'basic' && (data ? <BasicInfo user={data.me} /> : <PageSpinner />)}
        {tab === 'templates' && <TemplateManager />}
        {tab === 'sop' && <SopManager />}
        {tab === 'changelog' && <Changelog />}
      </section>
    </div>
  );
}
