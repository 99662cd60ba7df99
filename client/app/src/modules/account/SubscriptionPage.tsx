import {
  Badge,
  Button,
  Dropdown,
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
import { useMutation, useQuery } from '@apollo/client/react';
import { ErrorCatalogue } from '@odontia/shared';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { AccountSubscriptionsQuery } from '../../__generated__/graphql';
import { notify } from '../../feedback/bus';
import { formatLongDate } from '../../i18n/dates';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { useSession } from '../../session/SessionProvider';
import { useProductName } from '../application/ProductCard';
import { AccountLayout } from './AccountLayout';
import { afterPurchase, newIdempotencyKey } from './balance';
import { ConfirmDialog } from '../../app/ConfirmDialog';

const AccountSubscriptionsDocument = graphql(`
  query AccountSubscriptions {
    subscriptions(limit: 100) {
      items {
        id
        edition
        startedAt
        expiredAt
        longTerm
        active
        cancelledAt
        product {
          id
          name
          extend {
            code
          }
        }
      }
      total
    }
    subscriptionPlans {
      id
      edition
      years
      price
      product {
        id
        name
        subscribed
        extend {
          code
        }
      }
    }
    me {
      id
      practice {
        id
        balance
      }
    }
  }
`);

const BuySubscriptionDocument = graphql(`
  mutation BuySubscription($planId: ID!, $idempotencyKey: String!) {
    buySubscription(planId: $planId, idempotencyKey: $idempotencyKey) {
      subscription {
        id
        active
        expiredAt
        product {
          id
          subscribed
        }
      }
      order {
        id
        number
        amount
      }
    }
  }
`);

const UnsubscribeDocument = graphql(`
  mutation Unsubscribe($subscriptionId: ID!, $idempotencyKey: String!) {
    unsubscribe(subscriptionId: $subscriptionId, idempotencyKey: $idempotencyKey) {
      subscription {
        id
        active
        expiredAt
        cancelledAt
        product {
          id
          subscribed
        }
      }
      order {
        id
        number
        amount
      }
    }
  }
`);

type Plan = AccountSubscriptionsQuery['subscriptionPlans'][number];
type Owned = AccountSubscriptionsQuery['subscriptions']['items'][number];

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  balance: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  product: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  planPicker: { minWidth: '220px' },
});

/** The plans of each product, in catalogue order, cheapest first within a product. */
function plansByProduct(plans: readonly Plan[]): { product: Plan['product']; plans: Plan[] }[] {
  const groups = new Map<string, { product: Plan['product']; plans: Plan[] }>();
  for (const plan of plans) {
    const group = groups.get(plan.product.id) ?? { product: plan.product, plans: [] };
    group.plans.push(plan);
    groups.set(plan.product.id, group);
  }
  return [...groups.values()].map((group) => ({ ...group, plans: [...group.plans].sort((a, b) => a.price - b.price) }));
}

type Pending = { kind: 'buy'; plan: Plan; key: string } | { kind: 'unsubscribe'; subscription: Owned; key: string };

/** `/account/subscrption`: the practice's subscriptions, and the plans it can buy with points. */
export default function SubscriptionPage() {
  const styles = useStyles();
  const t = useT();
  const { locale } = useLocale();
  const productName = useProductName();
  const { user } = useSession();
  const { data } = useQuery(AccountSubscriptionsDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = afterPurchase('AccountSubscriptions', 'ApplicationCatalogue');
  const [buy] = useMutation(BuySubscriptionDocument, refetch);
  const [unsubscribe] = useMutation(UnsubscribeDocument, refetch);
  const [pending, setPending] = useState<Pending | null>(null);
  // The plan picked per product (product id → plan id); the cheapest until one is picked.
  const [choice, setChoice] = useState<Record<string, string>>({});

  if (!data) {
    return (
      <AccountLayout>
        <PageSpinner />
      </AccountLayout>
    );
  }
  const balance = data.me.practice.balance;
  const mainAccount = Boolean(user?.isMainAccount);
  const edition = (value: string) => t(`account.edition.${value}`);
  const duration = (plan: Plan) =>
    plan.years === null ? t('account.longTerm') : t('account.years', { years: plan.years });

  const startBuy = (plan: Plan) => {
    if (plan.price > balance) {
      notify.warning(`error.${ErrorCatalogue.InsufficientPoints.message}`);
      return;
    }
    setPending({ kind: 'buy', plan, key: newIdempotencyKey() });
  };

  const run = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'buy') {
        await buy({ variables: { planId: pending.plan.id, idempotencyKey: pending.key } });
        notify.success('account.subscribeSuccess');
      } else {
        const result = await unsubscribe({
          variables: { subscriptionId: pending.subscription.id, idempotencyKey: pending.key },
        });
        notify.success('account.unsubscribeSuccess', { points: result.data?.unsubscribe.order.amount ?? 0 });
      }
      setPending(null);
    } catch {
      // The global handler has shown the server's message; the dialog stays for another try.
    }
  };

  const confirmMessage = (action: Pending) =>
    action.kind === 'buy'
      ? t('account.confirmBuy', {
          product: productName(action.plan.product),
          edition: edition(action.plan.edition),
          duration: duration(action.plan),
          points: action.plan.price,
          balance,
        })
      : t('account.confirmUnsubscribe', {
          product: productName(action.subscription.product),
          edition: edition(action.subscription.edition),
        });

  return (
    <AccountLayout>
      <Text className={styles.balance}>{t('account.balance', { balance })}</Text>
      <section className={styles.section} aria-labelledby="owned-heading">
        <Text as="h2" size={500} weight="semibold" id="owned-heading">
          {t('account.mySubscriptions')}
        </Text>
        {data.subscriptions.items.length === 0 ? (
          <Text>{t('common.empty')}</Text>
        ) : (
          <Table aria-labelledby="owned-heading">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('account.product')}</TableHeaderCell>
                <TableHeaderCell>{t('account.edition')}</TableHeaderCell>
                <TableHeaderCell>{t('account.startedAt')}</TableHeaderCell>
                <TableHeaderCell>{t('account.expiredAt')}</TableHeaderCell>
                <TableHeaderCell>{t('account.status')}</TableHeaderCell>
                <TableHeaderCell>{t('common.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.subscriptions.items.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{productName(s.product)}</TableCell>
                  <TableCell>{edition(s.edition)}</TableCell>
                  <TableCell>{formatLongDate(s.startedAt as string, locale)}</TableCell>
                  <TableCell>
                    {s.longTerm ? t('account.longTerm') : formatLongDate(s.expiredAt as string, locale)}
                  </TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={s.active ? 'success' : 'subtle'}>
                      {t(s.active ? 'account.active' : s.cancelledAt ? 'account.cancelled' : 'account.expired')}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    {s.active && mainAccount && (
                      <Button
                        size="small"
                        onClick={() => setPending({ kind: 'unsubscribe', subscription: s, key: newIdempotencyKey() })}
                      >
                        {t('account.unsubscribe')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <section className={styles.section} aria-labelledby="plans-heading">
        <Text as="h2" size={500} weight="semibold" id="plans-heading">
          {t('account.plans')}
        </Text>
        <Table aria-labelledby="plans-heading">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('account.product')}</TableHeaderCell>
              <TableHeaderCell>{t('account.plan')}</TableHeaderCell>
              <TableHeaderCell>{t('account.price')}</TableHeaderCell>
              <TableHeaderCell>{t('common.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {plansByProduct(data.subscriptionPlans).map(({ product, plans }) => {
              const chosen = plans.find((plan) => plan.id === choice[product.id]) ?? plans[0]!;
              const label = (plan: Plan) => `${edition(plan.edition)} · ${duration(plan)}`;
              return (
                <TableRow key={product.id}>
                  <TableCell>
                    <span className={styles.product}>
                      {productName(product)}
                      {product.subscribed && (
                        <Badge appearance="filled" color="brand" size="small">
                          {t('application.subscribed')}
                        </Badge>
                      )}
                    </span>
                  </TableCell>
                  <TableCell>
                    <Dropdown
                      className={styles.planPicker}
                      aria-label={t('account.planOf', { product: productName(product) })}
                      value={label(chosen)}
                      selectedOptions={[chosen.id]}
                      onOptionSelect={(_, { optionValue }) =>
                        optionValue && setChoice((c) => ({ ...c, [product.id]: optionValue }))
                      }
                    >
                      {plans.map((plan) => (
                        <Option key={plan.id} value={plan.id} text={label(plan)}>
                          {`${label(plan)} · ${t('application.points', { points: plan.price })}`}
                        </Option>
                      ))}
                    </Dropdown>
                  </TableCell>
                  <TableCell>{t('application.points', { points: chosen.price })}</TableCell>
                  <TableCell>
                    {mainAccount && (
                      <Button size="small" appearance="primary" onClick={() => startBuy(chosen)}>
                        {t('account.buy')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </section>
      {pending && (
        <ConfirmDialog onCancel={() => setPending(null)} onConfirm={run}>
          {confirmMessage(pending)}
        </ConfirmDialog>
      )}
    </AccountLayout>
  );
}
