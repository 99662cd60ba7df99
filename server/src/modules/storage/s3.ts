import { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';

/** A client for an S3-compatible endpoint (s3rver, MinIO, AWS): path-style, checksums only where required. */
export function createS3Client(s3: S3Config, endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
