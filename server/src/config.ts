import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The embedded S3 server's one key pair (s3rver's built-in account); the defaults of S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY. */
export const EMBEDDED_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3Config {
  /** Unset: an embedded s3rver is started on loopback. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address browsers use for presigned URLs when it differs from `endpoint` (e.g. behind a proxy). */
  publicEndpoint?: string;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Unset: an embedded PGlite is started with its data under `dataDir/pg`. */
  databaseUrl?: string;
  dataDir: string;
  s3: S3Config;
  jwtSecret: string;
  rsaPrivateKeyPem?: string;
  clientDir: string;
  production: boolean;
  logLevel: string;
  /** Run the task worker inside the server process (the default with the embedded database). */
  inProcessWorker: boolean;
  /** Argon2id cost; tests lower it, production keeps OWASP's recommendation or stronger. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A secret kept in the data folder: generated on first use, the same on every later start. */
function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Whoever created it first wins; every process reads the same secret.
  return readFileSync(file, 'utf8').trim();
}

const intFrom = (value: string | undefined, fallback: number): number => {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: intFrom(env.PORT, 4000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT || undefined,
      region: env.S3_REGION ?? 'us-east-1',
      bucket: env.S3_BUCKET ?? 'odontia',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? EMBEDDED_S3_CREDENTIALS.accessKeyId,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? EMBEDDED_S3_CREDENTIALS.secretAccessKey,
    },
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir, 'jwt-secret'),
    rsaPrivateKeyPem: env.RSA_PRIVATE_KEY || undefined,
    clientDir: resolve(env.CLIENT_DIR ?? join(repoRoot, 'client', 'app', 'dist')),
    production: env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test',
    logLevel: env.LOG_LEVEL ?? 'info',
    inProcessWorker: env.IN_PROCESS_WORKER ? env.IN_PROCESS_WORKER === '1' : !databaseUrl,
    argon2: {
      memoryCost: intFrom(env.ARGON2_MEMORY_KIB, 19_456),
      timeCost: intFrom(env.ARGON2_TIME_COST, 2),
      parallelism: 1,
    },
  };
}
