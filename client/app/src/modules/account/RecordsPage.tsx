import {
  Badge,
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
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
import type { OrderStatus, OrderType } from '../../__generated__/graphql';
import { formatAppointment } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { AccountLayout } from './AccountLayout';
import { dayBound, ORDER_STATUSES, ORDER_TYPES, PAGE_SIZE, signedPoints } from './orders';
import { Pager } from './Pager';

const AccountOrdersDocument = graphql(`
  query AccountOrders($filter: OrderFilter, $page: Int, $limit: Int) {
    orders(filter: $filter, page: $page, limit: $limit) {
      items {
        id
        number
        type
        amount
        detail
        status
        createdAt
      }
      total
      page
      limit
    }
  }
`);

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  dropdown: { minWidth: '180px' },
  credit: { color: tokens.colorPaletteGreenForeground1 },
  debit: { color: tokens.colorPaletteRedForeground1 },
});

const statusColor = { Finished: 'success', Submitted: 'warning', Cancelled: 'subtle' } as const;

/** `/account/records`: order records filtered by type, status and time, paged on the server. */
export default function RecordsPage() {
  const styles = useStyles();
  const t = useT();
  const [type, setType] = useState<OrderType | null>(null);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const filter = {
    type: type ?? undefined,
    status: status ?? undefined,
    from: dayBound(from, false),
    to: dayBound(to, true),
  };
  const { data, previousData } = useQuery(AccountOrdersDocument, {
    variables: { filter, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const all = t('account.all');

  return (
    <AccountLayout>
      <div className={styles.filters}>
        <Field label={t('account.orderType')}>
          <Dropdown
            className={styles.dropdown}
            value={type ? t(`account.orderType.${type}`) : all}
            selectedOptions={[type ?? '']}
            onOptionSelect={(_, { optionValue }) => {
              setType((optionValue || null) as OrderType | null);
              setPage(1);
            }}
          >
            <Option value="">{all}</Option>
            {ORDER_TYPES.map((value) => (
              <Option key={value} value={value}>
                {t(`account.orderType.${value}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('account.status')}>
          <Dropdown
            className={styles.dropdown}
            value={status ? t(`account.orderStatus.${status}`) : all}
            selectedOptions={[status ?? '']}
            onOptionSelect={(_, { optionValue }) => {
              setStatus((optionValue || null) as OrderStatus | null);
              setPage(1);
            }}
          >
            <Option value="">{all}</Option>
            {ORDER_STATUSES.map((value) => (
              <Option key={value} value={value}>
                {t(`account.orderStatus.${value}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('account.from')}>
          <Input
            type="date"
            value={from}
            onChange={(_, { value }) => {
              setFrom(value);
              setPage(1);
            }}
          />
        </Field>
        <Field label={t('account.to')}>
          <Input
            type="date"
            value={to}
            onChange={(_, { value }) => {
              setTo(value);
              setPage(1);
            }}
          />
        </Field>
        <Button
          onClick={() => {
            setType(null);
            setStatus(null);
            setFrom('');
            setTo('');
            setPage(1);
          }}
        >
          {t('account.resetFilters')}
        </Button>
      </div>
      {!shown ? (
        <PageSpinner />
      ) : shown.orders.items.length === 0 ? (
        <Text>{t('common.empty')}</Text>
      ) : (
        <>
          <Table aria-label={t('route.account.records')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('account.orderNumber.label')}</TableHeaderCell>
                <TableHeaderCell>{t('account.orderType')}</TableHeaderCell>
                <TableHeaderCell>{t('account.amount')}</TableHeaderCell>
                <TableHeaderCell>{t('account.detail')}</TableHeaderCell>
                <TableHeaderCell>{t('account.status')}</TableHeaderCell>
                <TableHeaderCell>{t('account.time')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.orders.items.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>{order.number}</TableCell>
                  <TableCell>{t(`account.orderType.${order.type}`)}</TableCell>
                  <TableCell className={order.amount > 0 ? styles.credit : order.amount < 0 ? styles.debit : undefined}>
                    {signedPoints(order.amount)}
                  </TableCell>
                  <TableCell>{order.detail}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={statusColor[order.status]}>
                      {t(`account.orderStatus.${order.status}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>{formatAppointment(order.createdAt as string)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager page={shown.orders.page} limit={shown.orders.limit} total={shown.orders.total} onPage={setPage} />
        </>
      )}
    </AccountLayout>
  );
}
