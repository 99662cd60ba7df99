import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/I18nProvider';
import { useSession } from '../../session/SessionProvider';
import { DataCenter } from './DataCenter';
import { PracticeExport } from './PracticeExport';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: {
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/**
 * `/files/index`: the practice's general data center (patients and cases mount `DataCenter` in their
 * own tab) and, for the main account, the export of all the practice's data.
 */
export default function DataCenterPage() {
  const styles = useStyles();
  const t = useT();
  const { user } = useSession();
  return (
    <div className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('route.files')}
      </Text>
      <section className={styles.panel}>
        <DataCenter />
      </section>
      {user?.isMainAccount && (
        <section className={styles.panel}>
          <PracticeExport />
        </section>
      )}
    </div>
  );
}
