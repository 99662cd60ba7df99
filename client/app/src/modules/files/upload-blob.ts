import type { ApolloClient } from '@apollo/client';
import type { UploadKind } from '@odontia/shared';
import { planParts, ProgressTracker, runParts, UploadAborted } from './multipart';
import { AbortUploadDocument, CompleteUploadDocument, CreateUploadDocument } from './storage.documents';

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

export interface BlobUpload {
  key: string;
  blob: Blob;
  kind: UploadKind;
  contentType?: string;
  /** Percent 0-100 as parts progress. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/**
 * Uploads one object: the server plans the parts and signs their URLs, the browser PUTs them 4 at a
 * time (a failed part retried up to 5 attempts), then completes. A failed or cancelled upload is
 * aborted, so its parts and its quota reservation are released; the error is rethrown. Answers the key.
 */
export async function uploadBlob(
  client: ApolloClient,
  { key, blob, kind, contentType, onProgress, signal }: BlobUpload,
) {
  let plan: { key: string; uploadId: string } | null = null;
  try {
    const created = await client.mutate({
      mutation: CreateUploadDocument,
      variables: { input: { key, size: blob.size, kind, contentType: contentType || undefined } },
    });
    const upload = created.data!.createUpload;
    plan = { key: upload.key, uploadId: upload.uploadId };
    const urls = new Map(upload.parts.map((part) => [part.partNumber, part.url]));
    const tracker = new ProgressTracker(blob.size, (percent) => onProgress?.(percent));
    const etags = await runParts(
      planParts(blob.size, upload.partSize),
      (part, partSignal) => {
        tracker.update(part.partNumber, 0);
        return putPart(
          urls.get(part.partNumber)!,
          blob.slice(part.start, part.end),
          (loaded) => tracker.update(part.partNumber, loaded),
          partSignal,
        );
      },
      { signal },
    );
    await client.mutate({
      mutation: CompleteUploadDocument,
      variables: {
        key: plan.key,
        uploadId: plan.uploadId,
        parts: etags.map((etag, i) => ({ partNumber: i + 1, etag })),
      },
    });
    return plan.key;
  } catch (error) {
    if (plan)
      await client
        .mutate({ mutation: AbortUploadDocument, variables: plan, context: { silent: true } })
        .catch(() => undefined);
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), { planned: plan !== null });
  }
}
