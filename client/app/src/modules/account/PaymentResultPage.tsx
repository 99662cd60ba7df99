import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, ClockRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { formatAppointment } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { ACCOUNT_PATHS, AccountLayout } from './AccountLayout';
import { AccountBalanceDocument } from './balance';

const PaymentResultDocument = graphql(`
  query PaymentResult($number: String!) {
    paymentResult(number: $number) {
      id
      number
      amount
      status
      provider
      createdAt
      finishedAt
    }
  }
`);

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXL,
  },
  icon: { fontSize: '64px' },
  done: { color: tokens.colorBrandForeground1 },
  waiting: { color: tokens.colorPaletteMarigoldForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  note: { maxWidth: '560px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/**
 * `/account/pay-success` and `/account/payment?number=…`: the state of a recharge order — finished
 * (credited), submitted (awaiting the remittance) or cancelled.
 */
export function PaymentResult() {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const number = params.get('number') ?? '';
  const { data, error } = useQuery(PaymentResultDocument, {
    variables: { number },
    skip: !number,
    fetchPolicy: 'network-only',
  });
  const balance = useQuery(AccountBalanceDocument).data?.me.practice.balance ?? 0;

  if (!number || error) {
    return (
      <AccountLayout>
        <Text>{t('account.orderMissing')}</Text>
      </AccountLayout>
    );
  }
  if (!data) {
    return (
      <AccountLayout>
        <PageSpinner />
      </AccountLayout>
    );
  }
  const order = data.paymentResult;
  const finished = order.status === 'Finished';
  const submitted = order.status === 'Submitted';
  return (
    <AccountLayout>
      <div className={styles.root} role="status">
        {finished && <CheckmarkCircleFilled className={`${styles.icon} ${styles.done}`} aria-hidden />}
        {submitted && <ClockRegular className={`${styles.icon} ${styles.waiting}`} aria-hidden />}
        {!finished && !submitted && <DismissCircleRegular className={`${styles.icon} ${styles.failed}`} aria-hidden />}
        <Text as="h1" size={600} weight="semibold">
          {t(finished ? 'account.paySuccess' : submitted ? 'account.payPending' : 'account.payCancelled')}
        </Text>
        <Text>{t('account.orderNumber', { number: order.number })}</Text>
        <Text>{t('account.rechargeOf', { points: order.amount })}</Text>
        <Text>{formatAppointment((order.finishedAt ?? order.createdAt) as string)}</Text>
        {finished && <Text weight="semibold">{t('account.balance', { balance })}</Text>}
        {submitted && (
          <Text className={styles.note}>
            {t('account.remittanceDetails', { amount: order.amount, number: order.number })}
          </Text>
        )}
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => navigate(ACCOUNT_PATHS.records)}>
            {t('route.account.records')}
          </Button>
          <Button onClick={() => navigate(ACCOUNT_PATHS.recharge)}>{t('account.rechargeAgain')}</Button>
        </div>
      </div>
    </AccountLayout>
  );
}

export default PaymentResult;
