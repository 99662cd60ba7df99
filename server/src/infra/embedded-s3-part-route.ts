import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { FilesystemStore } from 's3rver';
import S3Error from 's3rver/lib/models/error.js';
import { verifyRequestSignature } from './embedded-s3-auth.js';
import { partNumberOf, putPart } from './embedded-s3-multipart.js';

/** What s3rver's bucket CORS configuration answers for a request's origin and method. */
interface CorsRule {
  hasWildcardOrigin: boolean;
  exposeHeaders: string[];
  maxAgeSeconds?: number | null;
}
type CorsConfig = { matchRule(origin: string, method: string): CorsRule | undefined } | undefined;

/** The headers s3rver's CORS middleware sets on an actual (not preflight) request. */
async function setCorsHeaders(store: FilesystemStore, bucket: string, req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  if (!origin) return;
  const config = (await store.getSubresource(bucket, undefined, 'cors')) as CorsConfig;
  const rule = config?.matchRule(origin, req.method ?? 'PUT');
  if (!rule) return;
  res.setHeader('Access-Control-Allow-Origin', rule.hasWildcardOrigin ? '*' : origin);
  if (rule.exposeHeaders.length) res.setHeader('Access-Control-Expose-Headers', rule.exposeHeaders.join(', '));
  if (rule.maxAgeSeconds != null) res.setHeader('Access-Control-Max-Age', String(rule.maxAgeSeconds));
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method');
}

/** An S3 error as s3rver answers it: the status and the XML document. */
function answerError(res: ServerResponse, error: unknown) {
  const s3Error = error instanceof S3Error ? error : S3Error.fromError(error as Error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = s3Error.toXML();
  res.statusCode = s3Error.status;
  res.setHeader('Content-Type', 'application/xml');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * UploadPart (`PUT /<bucket>/<key>?partNumber=&uploadId=`, path-style, no copy source) answered
 * without s3rver's Koa stack, every other request handed to `s3rver`. Parts are nearly all of an
 * upload's bytes; through Koa's routing and per-request objects they reached half of a disk copy's
 * speed. Signature, CORS headers, errors and the stored part are those of the Koa route.
 */
export function uploadPartRoute(store: FilesystemStore, bucket: string, s3rver: RequestListener): RequestListener {
  const prefix = `/${bucket}/`;
  return (req, res) => {
    const url = req.url ?? '/';
    const at = url.indexOf('?');
    if (req.method !== 'PUT' || at < 0 || !url.startsWith(prefix) || req.headers['x-amz-copy-source'] !== undefined)
      return s3rver(req, res);
    const query = new URLSearchParams(url.slice(at + 1));
    const partNumber = query.get('partNumber');
    const uploadId = query.get('uploadId');
    if (partNumber === null || uploadId === null) return s3rver(req, res);
    void (async () => {
      await setCorsHeaders(store, bucket, req, res);
      verifyRequestSignature(req);
      const { md5 } = await putPart(store, bucket, uploadId, partNumberOf(partNumber), req);
      res.setHeader('ETag', `"${md5}"`);
      res.setHeader('Content-Length', 0);
      res.end();
    })().catch((error: unknown) => answerError(res, error));
  };
}
