import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export interface EmbeddedS3 {
  endpoint: string;
  stop(): Promise<void>;
}

const CORS = `<CORSConfiguration><CORSRule>
<AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod>
<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>
<MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

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
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () => server.close() as Promise<void>,
  };
}
