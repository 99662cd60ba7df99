/** Importer error codes (seed 001 section 8). */
export enum ImporterErrorCode {
  NoImportableFile = 1,
  FailedToLoadFile = 2,
  ImportFailed = 3,
  UnknownError = 4,
}

/** Log messages of the importer and viewer, worded as the seeds word them. */
export const MESSAGES = {
  noMeshes: "The model doesn't contain any meshes.",
  invalidVertexIndex: 'Invalid vertex index.',
  invalidNormalIndex: 'Invalid normal index.',
  invalidUvIndex: 'Invalid uv index.',
  invalidColorIndex: 'Invalid vertex color index.',
  decodingFailed: 'Decoding failed',
  unexpectedGeometryType: 'Unexpected geometry type',
  exportError: 'export error',
  noMesh: 'No mesh',
  selectModels: 'Please select models to export',
  invalidRenderTarget: 'Invalid render target size',
  contextLost: 'WebGL context lost, attempting to recover',
  markerNeedsOne: 'please set a node or image',
  markerBoth: 'both node and image are set, the node is returned by default',
  objectNotFound: 'Object3D not found',
  invalidAxis: 'Invalid axis',
  ctLoadFailed: 'CT load failed',
  ctParseFailed: 'CT parse failed',
  alignmentFailed: 'alignment failed',
  alignmentPoints: 'Alignment needs 4 marking points per model',
} as const;

/** An error raised while importing a model file. */
export class ImporterError extends Error {
  override readonly name = 'ImporterError';
  constructor(
    /** Importer error code. */
    readonly code: ImporterErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** An error raised by the viewer outside importing (export, CT, alignment). */
export class ViewerError extends Error {
  override readonly name = 'ViewerError';
}

/** Wraps any thrown value as an ImporterError, keeping codes already set. */
export function toImporterError(err: unknown): ImporterError {
  if (err instanceof ImporterError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new ImporterError(ImporterErrorCode.UnknownError, message, { cause: err });
}
