import { useApolloClient } from '@apollo/client/react';
import { ErrorCatalogue } from '@odontia/shared';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../../feedback/bus';
import { kindOf, safeName } from './file-rules';
import { UploadAborted } from './multipart';
import { uploadBlob } from './upload-blob';

export type UploadStatus = 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: number;
  name: string;
  size: number;
  percent: number;
  status: UploadStatus;
}

/**
 * Multipart uploads into a folder (uploadBlob), with progress per file; cancel aborts.
 * `onFinished` gets the stored key when an upload completed.
 */
export function useUploads(folder: string | null, onFinished: (key?: string) => void) {
  const client = useApolloClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const counter = useRef(0);

  const patch = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (file: File) => {
      if (!folder) return;
      const kind = kindOf(file.name);
      if (!kind) return;
      const id = ++counter.current;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      setItems((list) => [...list, { id, name: file.name, size: file.size, percent: 0, status: 'uploading' }]);
      try {
        const key = await uploadBlob(client, {
          key: `${folder}${safeName(file.name)}`,
          blob: file,
          kind,
          contentType: file.type,
          onProgress: (percent) => patch(id, { percent: Math.min(percent, 99) }),
          signal: controller.signal,
        });
        patch(id, { percent: 100, status: 'done' });
        onFinished(key);
      } catch (error) {
        const cancelled = error instanceof UploadAborted;
        patch(id, { status: cancelled ? 'cancelled' : 'failed' });
        // Server refusals (quota, format) were shown by the global handler; part failures are not.
        if (!cancelled && (error as { planned?: boolean }).planned)
          notify.error(ErrorCatalogue.UploadFileFailed.message);
        onFinished();
      } finally {
        controllers.current.delete(id);
      }
    },
    [client, folder, onFinished, patch],
  );

  const cancel = useCallback((id: number) => controllers.current.get(id)?.abort(), []);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);

  return { items, upload, cancel, dismiss };
}
