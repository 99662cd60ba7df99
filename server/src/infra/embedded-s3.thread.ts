// The embedded S3 server's own thread (see embedded-s3.ts). Erasable TypeScript only: the tests
// run this file through Node's type stripping.
import { parentPort, workerData } from 'node:worker_threads';
import { serveEmbeddedS3 } from './embedded-s3-server.js';
import type { EmbeddedS3Call, EmbeddedS3Reply, EmbeddedS3Start } from './embedded-s3.js';

const { directory, bucket, port } = workerData as EmbeddedS3Start;
const server = await serveEmbeddedS3(directory, bucket, port);
const channel = parentPort!;
channel.on('message', async ({ id, call, maxAgeMs }: EmbeddedS3Call) => {
  let reply: EmbeddedS3Reply;
  try {
    if (call === 'sweep') reply = { id, value: await server.sweepStaleUploads(maxAgeMs) };
    else {
      await server.stop();
      reply = { id };
    }
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  channel.postMessage(reply);
  if (call === 'stop') channel.close();
});
channel.postMessage({ endpoint: server.endpoint });
