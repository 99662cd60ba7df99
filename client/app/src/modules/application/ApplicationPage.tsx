import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { ErrorCatalogue } from '@odontia/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { appRoutes } from '../../routes/table';
import { CaseDialog } from '../case/CaseDialog';
import { ApplicationCatalogueDocument } from './catalogue.query';
import type { CardProduct } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import { lacksPoints } from './products';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: {
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/** The tool's page with the product to start a case for. */
export const toolUrl = (product: Pick<CardProduct, 'id' | 'href'>): string => `${product.href}?productId=${product.id}`;

/** `/application/index`: the catalogue by category; choosing a tool starts a case for it. */
export default function ApplicationPage() {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const { data } = useQuery(ApplicationCatalogueDocument, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  if (!data) return <PageSpinner />;
  const balance = data.me.practice.balance;

  const choose = (product: CardProduct) => {
    if (lacksPoints(product, balance)) {
      notify.warning(`error.${ErrorCatalogue.InsufficientPoints.message}`);
      return;
    }
    // A subscribed tool with its own page opens it; otherwise the case form starts a case (its case group
    // is charged when it is submitted, and the tool then opens from the case), never the tool's /404.
    if (product.subscribed && appRoutes.some((route) => route.path === product.href)) navigate(toolUrl(product));
    else setCreating(true);
  };

  return (
    <div className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('route.application')}
      </Text>
      <section className={styles.panel}>
        <ProductGrid products={data.products} onChoose={choose} />
      </section>
      {creating && <CaseDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
