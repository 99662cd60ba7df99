import {
  ALLOWED_UPLOAD_FORMATS as ALLOWED_FORMATS,
  ErrorCatalogue,
  UPLOAD_KINDS,
  extensionOf,
  formatBytes,
  uploadKindOf as kindOf,
} from '@odontia/shared';

export { ALLOWED_FORMATS, extensionOf, formatBytes, kindOf };

/** A refusal as a catalogue message with its values, translated by the feedback host. */
export interface Refusal {
  message: string;
  values?: Record<string, string>;
}

export interface QuotaState {
  usedBytes: number;
  reservedBytes: number;
  quotaBytes: number;
}

/** Format, size and quota checks before an upload starts; null when the file may go. */
export function checkFile(
  file: { name: string; size: number },
  quota: QuotaState | null,
  queuedBytes = 0,
): Refusal | null {
  const kind = kindOf(file.name);
  if (!kind) return { message: ErrorCatalogue.UnsupportedFormat.message, values: { type: ALLOWED_FORMATS.join('/') } };
  if (file.size > UPLOAD_KINDS[kind].maxBytes) {
    return { message: ErrorCatalogue.FileTooLarge.message, values: { size: formatBytes(UPLOAD_KINDS[kind].maxBytes) } };
  }
  if (quota && quota.usedBytes + quota.reservedBytes + queuedBytes + file.size > quota.quotaBytes) {
    return { message: ErrorCatalogue.InsufficientStorage.message };
  }
  return null;
}

/** A file name safe as the last segment of an object key. */
export const safeName = (name: string): string =>
  name.replace(/[\\/]/g, '_').replace(/^\.+/, '_').slice(0, 200) || 'file';
