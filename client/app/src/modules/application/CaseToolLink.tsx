import { Link } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/I18nProvider';
import { appRoutes } from '../../routes/table';

/** `<tool page>?productId=…&caseId=…`: a tool's page opened on one case. */
export const caseToolUrl = (product: { id: string | number; href: string }, caseId: string | number): string =>
  `${product.href}?productId=${product.id}&caseId=${encodeURIComponent(String(caseId))}`;

interface Props {
  product: { id: string; href: string } | null;
  caseId: string;
}

/** "Open application" on a case whose product has a page of its own in the app. */
export function CaseToolLink({ product, caseId }: Props) {
  const t = useT();
  const navigate = useNavigate();
  if (!product || !appRoutes.some((route) => route.path === product.href)) return null;
  return (
    <Link data-testid="case-open-tool" onClick={() => navigate(caseToolUrl(product, caseId))}>
      {t('application.openTool')}
    </Link>
  );
}
