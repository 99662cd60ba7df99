import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { KoaContext } from 's3rver';
import S3Error from 's3rver/lib/models/error.js';
import { EMBEDDED_S3_CREDENTIALS } from '../config.js';

/** How far a request's X-Amz-Date may be from the server's clock (S3 allows 15 minutes). */
const SKEW_MS = 15 * 60_000;
const ALGORITHM = 'AWS4-HMAC-SHA256';
const EMPTY_BODY_SHA256 = createHash('sha256').update('').digest('hex');

/** RFC 3986 encoding, as SigV4 canonicalises names and values. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new S3Error('InvalidURI', 'Could not parse the specified URI.');
  }
};

/** The path as S3 canonicalises it: each segment decoded once and encoded once. */
function canonicalUri(rawPath: string): string {
  return rawPath
    .split('/')
    .map((segment) => encode(decode(segment)))
    .join('/');
}

/** Query parameters encoded, sorted by name then value; `without` (the signature) left out. */
function canonicalQuery(rawQuery: string, without?: string): string {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = decode(at < 0 ? pair : pair.slice(0, at));
      return [encode(name), encode(at < 0 ? '' : decode(pair.slice(at + 1)))] as const;
    })
    .filter(([name]) => name !== without)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** `yyyymmddThhmmssZ` to milliseconds, NaN when malformed. */
const amzTime = (stamp: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
};

interface SignedRequest {
  method: string;
  rawPath: string;
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
}

interface Signature {
  credential: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
  payloadHash: string;
  /** Presigned URLs name their expiry; header-signed requests must be recent. */
  expiresSeconds: number | null;
  /** The query without the signature (presigned) or as sent (header). */
  query: string;
}

function denied(message: string): never {
  throw new S3Error('AccessDenied', message);
}

function signatureOf(request: SignedRequest): Signature {
  const header = request.headers.authorization;
  const query = new URLSearchParams(request.rawQuery);
  if (typeof header === 'string' && header.startsWith(`${ALGORITHM} `)) {
    const fields = Object.fromEntries(
      header
        .slice(ALGORITHM.length + 1)
        .split(',')
        .map((part) => part.trim().split('=') as [string, string]),
    );
    const amzDate = request.headers['x-amz-date'];
    const payloadHash = request.headers['x-amz-content-sha256'];
    if (!fields.Credential || !fields.SignedHeaders || !fields.Signature || typeof amzDate !== 'string')
      denied('The authorization header is malformed.');
    return {
      credential: fields.Credential,
      signedHeaders: fields.SignedHeaders.split(';'),
      signature: fields.Signature,
      amzDate,
      payloadHash: typeof payloadHash === 'string' ? payloadHash : EMPTY_BODY_SHA256,
      expiresSeconds: null,
      query: canonicalQuery(request.rawQuery),
    };
  }
  if (query.get('X-Amz-Algorithm') === ALGORITHM) {
    const credential = query.get('X-Amz-Credential');
    const signedHeaders = query.get('X-Amz-SignedHeaders');
    const signature = query.get('X-Amz-Signature');
    const amzDate = query.get('X-Amz-Date');
    const expires = Number(query.get('X-Amz-Expires'));
    if (!credential || !signedHeaders || !signature || !amzDate || !Number.isInteger(expires) || expires < 1)
      denied('The presigned URL is malformed.');
    return {
      credential,
      signedHeaders: signedHeaders.split(';'),
      signature,
      amzDate,
      payloadHash: query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
      expiresSeconds: expires,
      query: canonicalQuery(request.rawQuery, 'X-Amz-Signature'),
    };
  }
  denied('Anonymous requests are not accepted: sign the request (AWS Signature Version 4).');
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * Checks an AWS Signature Version 4 request (Authorization header or presigned URL) against the
 * embedded server's key: s3rver itself accepts any V4 signature and anonymous requests. Throws
 * S3's AccessDenied / SignatureDoesNotMatch; answers nothing when the request is good.
 */
export function verifySignature(request: SignedRequest, now = Date.now()): void {
  const sig = signatureOf(request);
  const [accessKeyId, date, region, service, terminal] = sig.credential.split('/');
  if (accessKeyId !== EMBEDDED_S3_CREDENTIALS.accessKeyId)
    throw new S3Error('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  const signedAt = amzTime(sig.amzDate);
  if (!date || !region || !service || terminal !== 'aws4_request' || !sig.amzDate.startsWith(date) || !signedAt)
    denied('The credential scope is malformed.');
  if (sig.expiresSeconds === null ? Math.abs(now - signedAt) > SKEW_MS : now > signedAt + sig.expiresSeconds * 1000)
    denied(sig.expiresSeconds === null ? 'The request time is too far from the server time.' : 'Request has expired');
  const headers = sig.signedHeaders.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonical = [
    request.method,
    canonicalUri(request.rawPath),
    sig.query,
    headers.join(''),
    sig.signedHeaders.join(';'),
    sig.payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = [ALGORITHM, sig.amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${EMBEDDED_S3_CREDENTIALS.secretAccessKey}`, date), region), service),
    'aws4_request',
  );
  const expected = createHmac('sha256', key).update(toSign).digest();
  const given = Buffer.from(sig.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new S3Error(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
}

/** verifySignature of an incoming HTTP request, its path and query as sent. */
export function verifyRequestSignature(req: IncomingMessage): void {
  const url = req.url ?? '/';
  const at = url.indexOf('?');
  verifySignature({
    method: req.method ?? 'GET',
    rawPath: at < 0 ? url : url.slice(0, at),
    rawQuery: at < 0 ? '' : url.slice(at + 1),
    headers: req.headers,
  });
}

/** Koa middleware: every request but a CORS preflight must carry a valid V4 signature. */
export function signatureMiddleware() {
  return async (ctx: KoaContext, next: () => Promise<void>): Promise<void> => {
    if (ctx.method !== 'OPTIONS') verifyRequestSignature(ctx.req);
    await next();
  };
}
