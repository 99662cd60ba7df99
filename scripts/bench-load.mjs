// One load run in its own process (so the load generator never shares an event loop with the
// server it measures): argv[2] is JSON { url, connections, duration, requests }; prints the result.
import autocannon from 'autocannon';

const { url, connections, duration, requests } = JSON.parse(process.argv[2]);
autocannon({ url, connections, duration, workers: 1, requests }, (error, result) => {
  if (error) throw error;
  process.stdout.write(
    JSON.stringify({
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: result.requests.average,
      total: result.requests.total,
      errors: result.errors + result.non2xx,
    }),
  );
});
