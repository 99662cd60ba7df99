import { MESSAGES, ViewerError } from '../errors.js';
import { CtParseError, loadDicomSeries, readDicomSeries, type CtVolume, type DicomFile } from './dicom.js';

/** A failure in the series worker, as it crosses back to the page. */
export interface SeriesFailure {
  message: string;
  files?: CtParseError['files'];
  cause?: string;
}

/** A failure as the worker posts it: the message id, the damaged files, the cause as text. */
export function seriesFailure(err: unknown): SeriesFailure {
  return {
    message: err instanceof ViewerError ? err.message : String(err),
    files: err instanceof CtParseError ? err.files : undefined,
    cause: err instanceof Error && err.cause !== undefined ? String(err.cause) : undefined,
  };
}

/** The page's error for a failure posted by the worker: 'CT parse failed' with its files, else 'CT load failed'. */
export function seriesError(failure: SeriesFailure): ViewerError {
  const options = failure.cause ? { cause: new Error(failure.cause) } : undefined;
  if (failure.files) return new CtParseError(failure.files, options);
  return new ViewerError(
    failure.message === MESSAGES.ctParseFailed ? MESSAGES.ctParseFailed : MESSAGES.ctLoadFailed,
    options,
  );
}

function inWorker(job: { urls: string[] } | { files: DicomFile[] }): Promise<CtVolume> {
  const worker = new Worker(new URL('./series.worker.js', import.meta.url), { type: 'module' });
  return new Promise<CtVolume>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<{ ok: true; volume: CtVolume } | { ok: false; failure: SeriesFailure }>) =>
      e.data.ok ? resolve(e.data.volume) : reject(seriesError(e.data.failure));
    worker.onerror = (e) => reject(new ViewerError(MESSAGES.ctLoadFailed, { cause: new Error(e.message) }));
    // The files are copied, not transferred: the page keeps them to save the series to a case.
    worker.postMessage(job);
  }).finally(() => worker.terminate());
}

const hasWorkers = () => typeof Worker !== 'undefined' && typeof window !== 'undefined';

/**
 * Fetches and reads a series from URLs in a module worker (on this thread where there are no workers),
 * so a series of hundreds of slices never stalls the page. Fails as loadDicomSeries does.
 */
export const loadSeries = (urls: string[]): Promise<CtVolume> =>
  hasWorkers() ? inWorker({ urls }) : loadDicomSeries(urls);

/** Reads a series of files in a module worker (on this thread where there are no workers), as readDicomSeries. */
export const readSeries = (files: DicomFile[]): Promise<CtVolume> =>
  hasWorkers() ? inWorker({ files }) : readDicomSeries(files);
