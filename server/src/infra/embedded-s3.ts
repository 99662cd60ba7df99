import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { extendS3rver, sweepStaleUploads } from './embedded-s3-store.js';

export interface EmbeddedS3 {
  endpoint: string;
  /** Removes multipart uploads no part has touched for `maxAgeMs`; returns how many. */
  sweepStaleUploads(maxAgeMs?: number): Promise<number>;
  stop(): Promise<void>;
}

const CORS = `<CORSConfiguration><CORSRule>
<AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod>
<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>
<MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** An upload left unfinished this long (a closed tab, a crashed client) is deleted, as S3 lifecycle rules do. */
const STALE_UPLOAD_MS = 24 * 3600_000;
const SWEEP_EVERY_MS = 3600_000;

/** An S3-compatible server on loopback for single-machine installs and tests. */
export async function startEmbeddedS3(directory: string, bucket: string, port = 0): Promise<EmbeddedS3> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  extendS3rver(server);
  const address = (await server.run()) as AddressInfo;
  const sweep = (maxAgeMs = STALE_UPLOAD_MS) => sweepStaleUploads(server.store, bucket, maxAgeMs);
  const swept = () => void sweep().catch(() => undefined);
  swept();
  const timer = setInterval(swept, SWEEP_EVERY_MS).unref();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    sweepStaleUploads: sweep,
    stop: () => {
      clearInterval(timer);
      return server.close();
    },
  };
}
