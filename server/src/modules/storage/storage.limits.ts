import { AppError } from '../../core/app-error.js';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Upload kinds with their formats and size limits (seed 001 section 5: formats and sizes per upload). */
export const UPLOAD_KINDS = {
  model: { formats: ['stl', 'drc', 'ply', 'obj', 'gltf', 'glb', 'mtl', 'bin'], maxBytes: 500 * MB },
  texture: { formats: ['jpg', 'jpeg', 'png', 'webp'], maxBytes: 50 * MB },
  image: { formats: ['jpg', 'jpeg', 'png', 'webp', 'bmp', 'heic'], maxBytes: 20 * MB },
  video: { formats: ['mp4', 'mov', 'avi', 'webm'], maxBytes: 1 * GB },
  ct: { formats: ['dcm', 'zip', 'nii', 'gz'], maxBytes: 2 * GB },
  document: { formats: ['pdf', 'jpg', 'jpeg', 'png'], maxBytes: 20 * MB },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;
export const uploadKinds = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];

/** B, KB, MB, GB at 1024 steps (seed 001 section 9). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)}${units[unit]}`;
}

/** Refuses a file whose extension or declared size the kind does not allow. */
export function checkUpload(kind: UploadKind, fileName: string, size: number): void {
  const limits = UPLOAD_KINDS[kind];
  const extension = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!(limits.formats as readonly string[]).includes(extension)) {
    throw new AppError('UnsupportedFormat', { type: limits.formats.join('/') });
  }
  if (size > limits.maxBytes) throw new AppError('FileTooLarge', { size: formatBytes(limits.maxBytes) });
}
