import { ErrorCatalogue, formatCatalogueMessage, type CatalogueEntry, type ErrorKey } from '@odontia/shared';

/**
 * A failure the client is meant to see: one catalogue entry, optionally with values for the
 * message's placeholders and details (e.g. which field failed validation).
 */
export class AppError extends Error {
  readonly entry: CatalogueEntry;

  constructor(
    readonly key: ErrorKey,
    readonly values: Record<string, string | number> = {},
    readonly details?: unknown,
  ) {
    const entry: CatalogueEntry = ErrorCatalogue[key];
    super(formatCatalogueMessage(entry.message, values));
    this.name = 'AppError';
    this.entry = entry;
  }
}

export const notFound = () => new AppError('NotFound');
export const forbidden = () => new AppError('PermissionDenied');
export const badRequest = (details?: unknown) => new AppError('ParameterError', {}, details);
