/**
 * `npm start`: WEB_CONCURRENCY server processes on one port (node cluster). The embedded database
 * and the embedded S3 live in one process and hold the data directory, so without an external
 * PostgreSQL and an external S3 there is exactly one process whatever WEB_CONCURRENCY says.
 */
export function serverProcessCount(env: NodeJS.ProcessEnv, cores: number): { count: number; note?: string } {
  const asked = env.WEB_CONCURRENCY ? Number(env.WEB_CONCURRENCY) : NaN;
  if (!env.DATABASE_URL || !env.S3_ENDPOINT) {
    const note =
      Number.isInteger(asked) && asked > 1
        ? `WEB_CONCURRENCY=${asked} ignored: the embedded ${env.DATABASE_URL ? 'S3' : 'database'} is owned by one process`
        : undefined;
    return { count: 1, note };
  }
  return { count: Number.isInteger(asked) && asked >= 1 ? asked : Math.max(1, cores) };
}
