import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { BasicInfo } from './BasicInfo';
import { Changelog } from './Changelog';
import { InvoiceInfoForm } from './InvoiceInfoForm';
import { ShippingAddressForm } from './ShippingAddressForm';
import { SopManager } from './SopManager';
import { TemplateManager } from './TemplateManager';

const SettingsDocument = graphql(`
  query Settings {
    me {
      id
      ...BasicInfo_user
      ...InvoiceInfoForm_user
      ...ShippingAddressForm_user
      parent {
        id
        ...InvoiceInfoForm_user
        ...ShippingAddressForm_user
      }
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

type SettingsTab = 'basic' | 'invoice' | 'address' | 'templates' | 'sop' | 'changelog';

/** Invoice info and shipping address belong to the practice: a sub user sees its main account's, read-only. */
export default function SettingsPage() {
  const styles = useStyles();
  const t = useT();
  const [tab, setTab] = useState<SettingsTab>('basic');
  const { data } = useQuery(SettingsDocument);
  return (
    <div className={styles.root}>
      <TabList selectedValue={tab} onTabSelect={(_, { value }) => setTab(value as SettingsTab)}>
        <Tab value="basic">{t('settings.basicInfo')}</Tab>
        <Tab value="invoice">{t('settings.invoiceInfo')}</Tab>
        <Tab value="address">{t('settings.shippingAddress')}</Tab>
        <Tab value="templates">{t('settings.templates')}</Tab>
        <Tab value="sop">{t('settings.sop')}</Tab>
        <Tab value="changelog">{t('settings.changelog')}</Tab>
      </TabList>
      <section className={styles.panel}>
        {tab === 'basic' && (data ? <BasicInfo user={data.me} /> : <PageSpinner />)}
        {tab === 'invoice' &&
          (data ? <InvoiceInfoForm user={data.me.parent ?? data.me} readOnly={!!data.me.parent} /> : <PageSpinner />)}
        {tab === 'address' &&
          (data ? (
            <ShippingAddressForm user={data.me.parent ?? data.me} readOnly={!!data.me.parent} />
          ) : (
            <PageSpinner />
          ))}
        {tab === 'templates' && <TemplateManager />}
        {tab === 'sop' && <SopManager />}
        {tab === 'changelog' && <Changelog />}
      </section>
    </div>
  );
}
