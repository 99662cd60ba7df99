import type { IntlShape } from 'react-intl';
import { formatCatalogueMessage } from '@odontia/shared';

/** A catalogue message in the current language: `error.<English>` when translated, else the English. */
export function translateError(intl: IntlShape, message: string, values: Record<string, string | number> = {}): string {
  const id = `error.${message}`;
  if (intl.messages[id] !== undefined) return intl.formatMessage({ id }, values);
  if (intl.messages[message] !== undefined) return intl.formatMessage({ id: message }, values);
  return formatCatalogueMessage(message, values);
}
