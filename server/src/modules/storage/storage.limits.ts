import { UPLOAD_KINDS, extensionOf, formatBytes, type UploadKind } from '@odontia/shared';
import { AppError } from '../../core/app-error.js';

/** Refuses a file whose extension or declared size the kind does not allow. */
export function checkUpload(kind: UploadKind, fileName: string, size: number): void {
  const limits = UPLOAD_KINDS[kind];
  if (!(limits.formats as readonly string[]).includes(extensionOf(fileName))) {
    throw new AppError('UnsupportedFormat', { type: limits.formats.join('/') });
  }
  if (size > limits.maxBytes) throw new AppError('FileTooLarge', { size: formatBytes(limits.maxBytes) });
}
