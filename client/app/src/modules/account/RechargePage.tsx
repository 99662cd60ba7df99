import {
  Button,
  Checkbox,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  SpinButton,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../__generated__';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { ACCOUNT_PATHS, AccountLayout } from './AccountLayout';
import { AccountBalanceDocument, afterPurchase, newIdempotencyKey } from './balance';

const RechargeDocument = graphql(`
  mutation Recharge($input: RechargeInput!) {
    recharge(input: $input) {
      order {
        id
        number
        amount
        status
        provider
      }
    }
  }
`);

export const PROVIDERS = ['sandbox', 'transfer'] as const;
export type Provider = (typeof PROVIDERS)[number];
const PRESETS = [100, 500, 1000, 5000];
const MAX_AMOUNT = 10_000_000;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  presets: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  note: { color: tokens.colorNeutralForeground3 },
  balance: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** `/account/recharge` (main account): amount, provider, agreement; 1 point = 1 CNY, no cap. */
export default function RechargePage() {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const { data } = useQuery(AccountBalanceDocument);
  const [recharge, { loading }] = useMutation(RechargeDocument, afterPurchase('AccountSubscriptions'));
  const [amount, setAmount] = useState(100);
  const [provider, setProvider] = useState<Provider>('sandbox');
  const [agreed, setAgreed] = useState(false);
  // One key per intended payment: a double click or a retry after a timeout credits once.
  const [key, setKey] = useState(newIdempotencyKey);

  const submit = async () => {
    if (!agreed) {
      notify.warning('account.agreementRequired');
      return;
    }
    if (!Number.isInteger(amount) || amount < 1 || amount > MAX_AMOUNT) {
      notify.warning('account.amountInvalid');
      return;
    }
    try {
      const result = await recharge({
        variables: { input: { amount, provider, agreement: true, idempotencyKey: key } },
      });
      const order = result.data?.recharge.order;
      setKey(newIdempotencyKey());
      if (!order) return;
      const target = order.status === 'Finished' ? ACCOUNT_PATHS.paySuccess : ACCOUNT_PATHS.payment;
      navigate(`${target}?number=${encodeURIComponent(order.number)}`);
    } catch {
      // Shown by the global handler; the same key is kept so a retry cannot credit twice.
    }
  };

  return (
    <AccountLayout>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Text className={styles.balance}>{t('account.balance', { balance: data?.me.practice.balance ?? 0 })}</Text>
        <Field label={t('account.rechargeAmount')} hint={t('account.pointRate')}>
          <SpinButton
            value={amount}
            min={1}
            max={MAX_AMOUNT}
            onChange={(_, { value, displayValue }) => {
              const next = value ?? Number.parseInt(displayValue ?? '', 10);
              setAmount(Number.isFinite(next) ? next : 0);
            }}
          />
        </Field>
        <div className={styles.presets}>
          {PRESETS.map((preset) => (
            <Button
              key={preset}
              appearance={preset === amount ? 'primary' : 'secondary'}
              onClick={() => setAmount(preset)}
            >
              {t('application.points', { points: preset })}
            </Button>
          ))}
        </div>
        <Field label={t('account.provider')}>
          <RadioGroup value={provider} onChange={(_, { value }) => setProvider(value as Provider)}>
            {PROVIDERS.map((name) => (
              <Radio key={name} value={name} label={t(`account.provider.${name}`)} />
            ))}
          </RadioGroup>
        </Field>
        {provider === 'transfer' && <Text className={styles.note}>{t('account.remittanceNote')}</Text>}
        <Checkbox
          checked={agreed}
          onChange={(_, { checked }) => setAgreed(checked === true)}
          label={t('account.agreement')}
        />
        <div>
          <Button type="submit" appearance="primary" disabled={loading}>
            {t('account.payNow', { amount })}
          </Button>
        </div>
      </form>
    </AccountLayout>
  );
}
