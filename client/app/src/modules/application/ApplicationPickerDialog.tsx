import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { ErrorCatalogue } from '@odontia/shared';
import { useState } from 'react';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { ApplicationCatalogueDocument } from './catalogue.query';
import type { CardProduct } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import { lacksPoints, pickerProducts } from './products';

/** The application of a case cannot change once it has a case group, or when the form footer is hidden. */
export const canChangeApplication = ({
  caseGroupId,
  footerHidden,
}: {
  caseGroupId?: string | number | null;
  footerHidden?: boolean;
}): boolean => !footerHidden && !(caseGroupId && String(caseGroupId) !== '0');

const useStyles = makeStyles({
  // 900 px wide (seed 000 section 9).
  surface: { width: '900px', maxWidth: 'calc(100vw - 32px)' },
  content: { maxHeight: '60vh', overflowY: 'auto', paddingBlock: tokens.spacingVerticalS },
  locked: { color: tokens.colorNeutralForeground3 },
});

interface PickerProps {
  products: readonly CardProduct[];
  balance: number;
  initialId?: string | null;
  locked?: boolean;
  onCancel(): void;
  onConfirm(product: CardProduct): void;
}

/**
 * The dialog's body and buttons without the data fetching: the visibility rules, the points check
 * that keeps the dialog open, and the lock.
 */
export function ApplicationPicker({
  products,
  balance,
  initialId = null,
  locked = false,
  onCancel,
  onConfirm,
}: PickerProps) {
  const styles = useStyles();
  const t = useT();
  const visible = pickerProducts(products);
  const [selectedId, setSelectedId] = useState<string | null>(initialId);
  const selected = visible.find((p) => p.id === selectedId) ?? null;

  const refuse = () => notify.warning(`error.${ErrorCatalogue.InsufficientPoints.message}`);
  const choose = (product: CardProduct) => {
    if (locked) return;
    if (lacksPoints(product, balance)) {
      refuse();
      return;
    }
    setSelectedId(product.id);
  };
  const confirm = () => {
    if (!selected || locked) return;
    if (lacksPoints(selected, balance)) {
      refuse();
      return;
    }
    onConfirm(selected);
  };

  return (
    <>
      <DialogContent className={styles.content}>
        {locked && <Text className={styles.locked}>{t('application.locked')}</Text>}
        <ProductGrid products={visible} selectedId={selectedId} onChoose={choose} />
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button appearance="primary" disabled={!selected || locked} onClick={confirm}>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </>
  );
}

interface Props {
  open: boolean;
  /** The product currently chosen, preselected. */
  value?: string | null;
  /** `!canChangeApplication(...)`: shows the products without letting the choice change. */
  locked?: boolean;
  onCancel(): void;
  onConfirm(product: CardProduct): void;
}

/** The application-selection dialog of the case form (900 px, four cards per row, Cancel and OK). */
export function ApplicationPickerDialog({ open, value = null, locked = false, onCancel, onConfirm }: Props) {
  const styles = useStyles();
  const t = useT();
  const { data } = useQuery(ApplicationCatalogueDocument, { skip: !open });
  return (
    <Dialog open={open} onOpenChange={(_, { open: next }) => !next && onCancel()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('application.pickerTitle')}</DialogTitle>
          {data ? (
            <ApplicationPicker
              products={data.products}
              balance={data.me.practice.balance}
              initialId={value}
              locked={locked}
              onCancel={onCancel}
              onConfirm={onConfirm}
            />
          ) : (
            <DialogContent>
              <PageSpinner />
            </DialogContent>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
