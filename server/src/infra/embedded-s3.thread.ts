// The embedded S3 server's own thread (see embedded-s3.ts). Erasable TypeScript only: the tests
// run this file through Node's type stripping.
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { garbageCollector, lastResortCollection } from './garbage-collector.js';
import { serveEmbeddedS3 } from './embedded-s3-server.js';
import type { EmbeddedS3Call, EmbeddedS3Reply, EmbeddedS3Start } from './embedded-s3.js';

const { directory, bucket, port } = workerData as EmbeddedS3Start;
const server = await serveEmbeddedS3(directory, bucket, port);
const channel = parentPort!;
channel.on('message', async ({ id, call, maxAgeMs }: EmbeddedS3Call) => {
  let reply: EmbeddedS3Reply;
  try {
    if (call === 'sweep') reply = { id, value: await server.sweepStaleUploads(maxAgeMs) };
    else if (call === 'compact') {
      lastResortCollection(garbageCollector());
      reply = { id, value: getHeapStatistics().used_heap_size };
    } else {
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
