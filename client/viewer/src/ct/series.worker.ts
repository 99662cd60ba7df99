// Module worker: fetching, parsing and decoding a CT series off the main thread.
import { loadDicomSeries, readDicomSeries, type DicomFile } from './dicom.js';
import { seriesFailure } from './read-series.js';

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<{ urls: string[] } | { files: DicomFile[] }>) => void) | null;
  postMessage(msg: unknown, transfer?: Transferable[]): void;
};

scope.onmessage = async (e) => {
  try {
    const volume = 'urls' in e.data ? await loadDicomSeries(e.data.urls) : await readDicomSeries(e.data.files);
    scope.postMessage({ ok: true, volume }, [volume.data.buffer]);
  } catch (err) {
    scope.postMessage({ ok: false, failure: seriesFailure(err) });
  }
};
