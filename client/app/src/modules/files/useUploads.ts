import { useApolloClient } from '@apollo/client/react';
import { ErrorCatalogue } from '@odontia/shared';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../../feedback/bus';
import { kindOf, safeName } from './file-rules';
import { planParts, ProgressTracker, runParts, UploadAborted } from './multipart';
import { AbortUploadDocument, CompleteUploadDocument, CreateUploadDocument } from './storage.documents';

export type UploadStatus = 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: number;
  name: string;
  size: number;
  percent: number;
  status: UploadStatus;
}

/** One PUT of a part to its presigned URL, with progress; the ETag header names the part for completion. */
function putPart(url: string, body: Blob, onProgress: (loaded: number) => void, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader('ETag');
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
      else reject(new Error(`part upload answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('part upload failed'));
    xhr.onabort = () => reject(new UploadAborted());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Multipart uploads into a folder: the server plans the parts and signs their URLs, the browser
 * PUTs them 4 at a time (a failed part retried up to 5 attempts), then completes; cancel aborts.
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
      let plan: { key: string; uploadId: string } | null = null;
      try {
        const created = await client.mutate({
          mutation: CreateUploadDocument,
          variables: {
            input: {
              key: `${folder}${safeName(file.name)}`,
              size: file.size,
              kind,
              contentType: file.type || undefined,
            },
          },
        });
        const upload = created.data!.createUpload;
        plan = { key: upload.key, uploadId: upload.uploadId };
        const urls = new Map(upload.parts.map((part) => [part.partNumber, part.url]));
        const tracker = new ProgressTracker(file.size, (percent) => patch(id, { percent: Math.min(percent, 99) }));
        const etags = await runParts(
          planParts(file.size, upload.partSize),
          (part, signal) => {
            tracker.update(part.partNumber, 0);
            return putPart(
              urls.get(part.partNumber)!,
              file.slice(part.start, part.end),
              (loaded) => tracker.update(part.partNumber, loaded),
              signal,
            );
          },
          { signal: controller.signal },
        );
        await client.mutate({
          mutation: CompleteUploadDocument,
          variables: {
            key: plan.key,
            uploadId: plan.uploadId,
            parts: etags.map((etag, i) => ({ partNumber: i + 1, etag })),
          },
        });
        patch(id, { percent: 100, status: 'done' });
        onFinished(plan.key);
      } catch (error) {
        const cancelled = error instanceof UploadAborted;
        patch(id, { status: cancelled ? 'cancelled' : 'failed' });
        // A started upload is aborted so its parts and its quota reservation are released.
        if (plan)
          await client
            .mutate({ mutation: AbortUploadDocument, variables: plan, context: { silent: true } })
            .catch(() => undefined);
        // Server refusals (quota, format) were shown by the global handler; part failures are not.
        if (!cancelled && plan) notify.error(ErrorCatalogue.UploadFileFailed.message);
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
