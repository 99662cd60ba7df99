import { mkdirSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOAD_ABANDONED_HOURS } from '@odontia/shared';
import S3rver from 's3rver';
import type { EmbeddedS3 } from './embedded-s3.js';
import { uploadPartRoute } from './embedded-s3-part-route.js';
import { extendS3rver, sweepStaleUploads } from './embedded-s3-store.js';

const CORS = `<CORSConfiguration><CORSRule>
<AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod>
<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>
<MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** An upload left unfinished (a closed tab, a crashed client) is deleted, as S3 lifecycle rules do. */
const STALE_UPLOAD_MS = UPLOAD_ABANDONED_HOURS * 3600_000;
const SWEEP_EVERY_MS = 3600_000;

/** The embedded S3 server in the calling thread (embedded-s3.ts runs it on a thread of its own). */
export async function serveEmbeddedS3(
  directory: string,
  bucket: string,
  port = 0,
): Promise<Omit<EmbeddedS3, 'compactMemory'>> {
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
  const http = server.httpServer!;
  const [s3rver] = http.listeners('request') as RequestListener[];
  http.removeListener('request', s3rver!);
  http.on('request', uploadPartRoute(server.store, bucket, s3rver!));
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
