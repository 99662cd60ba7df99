import { ErrorCatalogue } from '@odontia/shared';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * Upload kinds with their formats and size limits. The server enforces the same table
 * (server/src/modules/storage/storage.limits.ts); the browser checks first so a wrong file never
 * starts an upload.
 */
export const UPLOAD_KINDS = {
  model: { formats: ['stl', 'drc', 'ply', 'obj', 'gltf', 'glb', 'mtl', 'bin'], maxBytes: 500 * MB },
  image: { formats: ['jpg', 'jpeg', 'png', 'webp', 'bmp', 'heic'], maxBytes: 20 * MB },
  video: { formats: ['mp4', 'mov', 'avi', 'webm'], maxBytes: 1 * GB },
  ct: { formats: ['dcm', 'zip', 'nii', 'gz'], maxBytes: 2 * GB },
  document: { formats: ['pdf'], maxBytes: 20 * MB },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export const ALLOWED_FORMATS: string[] = Object.values(UPLOAD_KINDS).flatMap((kind) => [...kind.formats]);

/** B, KB, MB, GB at 1024 steps (seed 001 section 9), one decimal when not whole. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}

export const extensionOf = (name: string): string =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';

export const kindOf = (name: string): UploadKind | null => {
  const extension = extensionOf(name);
  return (
    (Object.keys(UPLOAD_KINDS) as UploadKind[]).find((kind) =>
      (UPLOAD_KINDS[kind].formats as readonly string[]).includes(extension),
    ) ?? null
  );
};

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
