import { Badge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { AppsRegular, CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../__generated__';
import type { ProductCard_ProductFragment } from '../../__generated__/graphql';
import { useT } from '../../i18n/I18nProvider';
import { priceLabel } from './products';

export const ProductCard_product = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    price
    stage
    category
    comingSoon
    subscribed
    href
    extend {
      code
      imgUrl
    }
  }
`);

export type CardProduct = ProductCard_ProductFragment;

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    textAlign: 'start',
    cursor: 'pointer',
    font: 'inherit',
    color: 'inherit',
    minWidth: 0,
    ':hover': { border: `1px solid ${tokens.colorBrandStroke1}`, boxShadow: tokens.shadow4 },
  },
  selected: { border: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  disabled: {
    cursor: 'default',
    opacity: 0.72,
    ':hover': { border: `1px solid ${tokens.colorNeutralStroke2}`, boxShadow: 'none' },
  },
  image: {
    aspectRatio: '16 / 9',
    width: '100%',
    borderRadius: tokens.borderRadiusMedium,
    objectFit: 'cover',
    backgroundColor: tokens.colorBrandBackground2,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorBrandForeground1,
    fontSize: '40px',
  },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    minHeight: '24px',
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  price: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
});

/** The translated product name (by its code), else the name the server gives. */
export function useProductName(): (product: { name: string; extend: { code: string } }) => string {
  const intl = useIntl();
  return (product) => {
    const id = `product.${product.extend.code}.name`;
    return intl.messages[id] !== undefined ? intl.formatMessage({ id }) : product.name;
  };
}

interface Props {
  product: CardProduct;
  selected?: boolean;
  onChoose(product: CardProduct): void;
}

/** Image, name, and a subscribed badge or the price in points; coming-soon entries are marked. */
export function ProductCard({ product, selected = false, onChoose }: Props) {
  const styles = useStyles();
  const t = useT();
  const productName = useProductName();
  const [broken, setBroken] = useState(false);
  const label = priceLabel(product);
  const name = productName(product);

  return (
    <button
      type="button"
      className={mergeClasses(styles.card, selected && styles.selected, product.comingSoon && styles.disabled)}
      aria-pressed={selected}
      aria-disabled={product.comingSoon || undefined}
      data-product-id={product.id}
      onClick={() => {
        if (!product.comingSoon) onChoose(product);
      }}
    >
      {product.extend.imgUrl && !broken ? (
        <img className={styles.image} src={product.extend.imgUrl} alt="" onError={() => setBroken(true)} />
      ) : (
        <span className={styles.image} aria-hidden>
          <AppsRegular />
        </span>
      )}
      <Text weight="semibold" className={styles.name} title={name}>
        {name}
      </Text>
      <span className={styles.footer}>
        {label.kind === 'subscribed' && (
          <Badge appearance="filled" color="brand" icon={<CheckmarkCircleFilled />}>
            {t('application.subscribed')}
          </Badge>
        )}
        {label.kind === 'comingSoon' && (
          <Badge appearance="tint" color="informative">
            {t('application.comingSoon')}
          </Badge>
        )}
        {label.kind === 'free' && <Text className={styles.price}>{t('application.free')}</Text>}
        {label.kind === 'points' && (
          <Text className={styles.price}>{t('application.points', { points: label.points })}</Text>
        )}
      </span>
    </button>
  );
}
