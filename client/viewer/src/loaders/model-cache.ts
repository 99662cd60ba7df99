import { MODEL_DATABASE } from '../constants.js';

/** A cached model file. */
export interface CachedModel {
  data: ArrayBuffer;
  lastModified: string | number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(MODEL_DATABASE.name, MODEL_DATABASE.version);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(MODEL_DATABASE.store))
        req.result.createObjectStore(MODEL_DATABASE.store);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/**
 * Browser-side model store: IndexedDB `modelDatabase` v1, records {data, lastModified} keyed by URL
 * (seed 001 section 3). Every method fails soft: without IndexedDB it reads nothing and writes nothing.
 */
export const modelCache = {
  /** The cached bytes for a key when its lastModified matches, else undefined. */
  async get(key: string, lastModified: string | number): Promise<ArrayBuffer | undefined> {
    if (typeof indexedDB === 'undefined') return undefined;
    try {
      const db = await open();
      const rec = await new Promise<CachedModel | undefined>((resolve, reject) => {
        const req = db.transaction(MODEL_DATABASE.store).objectStore(MODEL_DATABASE.store).get(key);
        req.onsuccess = () => resolve(req.result as CachedModel | undefined);
        req.onerror = () => reject(req.error);
      });
      db.close();
      return rec && rec.lastModified === lastModified ? rec.data : undefined;
    } catch (err) {
      console.warn('model cache read failed', err);
      return undefined;
    }
  },
  /** Stores bytes under a key. */
  async put(key: string, record: CachedModel): Promise<void> {
    if (typeof indexedDB === 'undefined') return;
    try {
      const db = await open();
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(MODEL_DATABASE.store, 'readwrite');
        tx.objectStore(MODEL_DATABASE.store).put(record, key);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    } catch (err) {
      console.warn('model cache write failed', err);
    }
  },
};
