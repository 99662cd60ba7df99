const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * Upload kinds with their formats and size limits. The server enforces them; the browser checks
 * first so a wrong file never starts an upload. Order matters: a file is of the first kind that
 * accepts its extension (a photo is an image before it is a texture).
 */
export const UPLOAD_KINDS = {
  model: { formats: ['stl', 'drc', 'ply', 'obj', 'gltf', 'glb', 'mtl', 'bin'], maxBytes: 500 * MB },
  image: { formats: ['jpg', 'jpeg', 'png', 'webp', 'bmp', 'heic'], maxBytes: 20 * MB },
  texture: { formats: ['jpg', 'jpeg', 'png', 'webp'], maxBytes: 50 * MB },
  video: { formats: ['mp4', 'mov', 'avi', 'webm'], maxBytes: 1 * GB },
  ct: { formats: ['dcm', 'zip', 'nii', 'gz'], maxBytes: 2 * GB },
  document: { formats: ['pdf', 'jpg', 'jpeg', 'png'], maxBytes: 20 * MB },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];

/** Every format some kind accepts, each once. */
export const ALLOWED_UPLOAD_FORMATS: string[] = [
  ...new Set(Object.values(UPLOAD_KINDS).flatMap((kind) => [...kind.formats])),
];

/** The lower-case extension of a file name or key, '' when it has none. */
export const extensionOf = (name: string): string =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';

/** The first kind that accepts the file's extension, or null. */
export const uploadKindOf = (name: string): UploadKind | null => {
  const extension = extensionOf(name);
  return (
    UPLOAD_KIND_NAMES.find((kind) => (UPLOAD_KINDS[kind].formats as readonly string[]).includes(extension)) ?? null
  );
};

/** B, KB, MB, GB at 1024 steps (seed 001 section 9), one decimal when not whole: "1.5 MB". */
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
