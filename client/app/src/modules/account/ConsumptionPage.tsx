import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { formatAppointment } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { useProductName } from '../application/ProductCard';
import { AccountLayout } from './AccountLayout';
import { PAGE_SIZE } from './orders';
import { Pager } from './Pager';

const AccountConsumptionDocument = graphql(`
  query AccountConsumption($page: Int, $limit: Int) {
    consumption(page: $page, limit: $limit) {
      items {
        id
        number
        amount
        consumptionType
        caseGroupId
        createdAt
        product {
          id
          name
          type
          extend {
            code
          }
        }
      }
      total
      page
      limit
    }
  }
`);

const useStyles = makeStyles({ points: { color: tokens.colorPaletteRedForeground1 } });

/** `/account/consumption`: number, product, product type, consumption type, case, points, time (seed 001 section 3). */
export default function ConsumptionPage() {
  const styles = useStyles();
  const t = useT();
  const productName = useProductName();
  const [page, setPage] = useState(1);
  const { data, previousData } = useQuery(AccountConsumptionDocument, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  return (
    <AccountLayout>
      {!shown ? (
        <PageSpinner />
      ) : shown.consumption.items.length === 0 ? (
        <Text>{t('common.empty')}</Text>
      ) : (
        <>
          <Table aria-label={t('route.account.consumption')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('account.orderNumber.label')}</TableHeaderCell>
                <TableHeaderCell>{t('account.product')}</TableHeaderCell>
                <TableHeaderCell>{t('account.productType')}</TableHeaderCell>
                <TableHeaderCell>{t('account.consumptionType')}</TableHeaderCell>
                <TableHeaderCell>{t('account.caseId')}</TableHeaderCell>
                <TableHeaderCell>{t('account.points')}</TableHeaderCell>
                <TableHeaderCell>{t('account.time')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.consumption.items.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>{order.number}</TableCell>
                  <TableCell>{order.product ? productName(order.product) : ''}</TableCell>
                  <TableCell>{order.product ? t(`account.productType.${order.product.type}`) : ''}</TableCell>
                  <TableCell>{t(`account.consumptionType.${order.consumptionType ?? 'points'}`)}</TableCell>
                  <TableCell>{order.caseGroupId ?? ''}</TableCell>
                  <TableCell className={styles.points}>{-order.amount}</TableCell>
                  <TableCell>{formatAppointment(order.createdAt as string)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager
            page={shown.consumption.page}
            limit={shown.consumption.limit}
            total={shown.consumption.total}
            onPage={setPage}
          />
        </>
      )}
    </AccountLayout>
  );
}
