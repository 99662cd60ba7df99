import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/I18nProvider';
import { ProductCard, type CardProduct } from './ProductCard';
import { groupByCategory } from './products';

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  // Four cards per row (seed 000 section 5).
  grid: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalL },
});

interface Props {
  products: readonly CardProduct[];
  selectedId?: string | null;
  onChoose(product: CardProduct): void;
}

/** Products under their category headings, four cards per row. */
export function ProductGrid({ products, selectedId = null, onChoose }: Props) {
  const styles = useStyles();
  const t = useT();
  const groups = groupByCategory(products);
  if (groups.length === 0) return <Text>{t('common.empty')}</Text>;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.category} className={styles.group} aria-labelledby={`category-${group.category}`}>
          <Text as="h2" size={500} weight="semibold" id={`category-${group.category}`} className={styles.heading}>
            {t(`application.category.${group.category}`)}
          </Text>
          <div className={styles.grid}>
            {group.products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                selected={product.id === selectedId}
                onChoose={onChoose}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
