import { useQuery } from '@apollo/client/react';
import { Button, makeStyles, Table, TableBody, TableCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { sectionUrl, useFacebowProduct, type Section } from './trajectory-data';
import { TrajectoryCasesDocument } from './trajectory.queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Opened without a case (from the application catalogue): the practice's cases of the product to choose from. */
export function CasePicker({ section }: { section: Section }) {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const product = useFacebowProduct();
  const { data } = useQuery(TrajectoryCasesDocument, {
    variables: { productId: product.productId },
    fetchPolicy: 'network-only',
  });
  if (!data) return <PageSpinner />;
  const cases = data.cases.items;
  return (
    <div className={styles.root} data-testid="trajectory-case-picker">
      <Text as="h1" size={600} weight="semibold">
        {t('trajectory.chooseCase')}
      </Text>
      {cases.length === 0 && <Text>{t('trajectory.noCases')}</Text>}
      <Table size="small">
        <TableBody>
          {cases.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.patient.name}</TableCell>
              <TableCell>{c.recordName}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => navigate(sectionUrl(section, c.id, product))}>
                  {t('trajectory.open')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
