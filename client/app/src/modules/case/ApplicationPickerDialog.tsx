import {
  Badge,
  Button,
  Card,
  DialogActions,
  DialogContent,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { FixedDialog } from '../../app/FixedDialog';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { affordable } from './case-form';

const ApplicationPickerDocument = graphql(`
  query ApplicationPicker {
    products(forPicker: true) {
      id
      name
      price
      stage
      subscribed
      category
      extend {
        imgUrl
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

const useStyles = makeStyles({
  group: { marginBottom: tokens.spacingVerticalL },
  heading: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    margin: `0 0 ${tokens.spacingVerticalS}`,
  },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: tokens.spacingHorizontalM },
  card: { cursor: 'pointer', alignItems: 'center', textAlign: 'center', gap: tokens.spacingVerticalXS },
  selected: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  image: { width: '64px', height: '64px', objectFit: 'contain' },
});

interface Props {
  value: number | null;
  onOk(productId: number): void;
  onCancel(): void;
}

/** 900 px, products by category, 4 per row; a subscribed badge or the price in points. */
export function ApplicationPickerDialog({ value, onOk, onCancel }: Props) {
  const styles = useStyles();
  const t = useT();
  const [selected, setSelected] = useState<number | null>(value);
  const { data } = useQuery(ApplicationPickerDocument, { fetchPolicy: 'cache-and-network' });
  const products = data?.products ?? [];
  const balance = data?.me.practice.balance ?? 0;
  const categories = [...new Set(products.map((product) => product.category))].sort((a, b) => a - b);

  const confirm = () => {
    const product = products.find((candidate) => Number(candidate.id) === selected);
    if (!product) return;
    // Not enough points for a product without subscription: refused, the dialog stays open.
    if (!affordable(product, balance)) {
      notify.warning('case.insufficientPoints');
      return;
    }
    onOk(Number(product.id));
  };

  return (
    <FixedDialog title={t('case.appDialog')} width={900}>
      <DialogContent>
        {!data && <PageSpinner />}
        {categories.map((category) => (
          <section key={category} className={styles.group}>
            <h3 className={styles.heading}>{t(`case.category.${category}`)}</h3>
            <div className={styles.grid} role="radiogroup" aria-label={t(`case.category.${category}`)}>
              {products
                .filter((product) => product.category === category)
                .map((product) => (
                  <Card
                    key={product.id}
                    role="radio"
                    aria-checked={selected === Number(product.id)}
                    className={mergeClasses(styles.card, selected === Number(product.id) && styles.selected)}
                    onClick={() => setSelected(Number(product.id))}
                  >
                    {product.extend.imgUrl && <img className={styles.image} src={product.extend.imgUrl} alt="" />}
                    <Text weight="semibold">{product.name}</Text>
                    {product.subscribed ? (
                      <Badge appearance="tint" color="success">
                        {t('case.subscribed')}
                      </Badge>
                    ) : (
                      <Text>{product.price > 0 ? t('case.price', { price: product.price }) : t('case.free')}</Text>
                    )}
                  </Card>
                ))}
            </div>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button appearance="primary" disabled={selected === null} onClick={confirm}>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </FixedDialog>
  );
}
