import { PRODUCT_TITLE } from '@odontia/shared';
import { useEffect, type ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider';

/** Page title = translated route title + " - Odontia". */
export function Titled({ titleId, children }: { titleId: string; children: ReactNode }) {
  const t = useT();
  const title = t(titleId);
  useEffect(() => {
    document.title = `${title} - ${PRODUCT_TITLE}`;
  }, [title]);
  return children;
}
