import { S3Client } from '@aws-sdk/client-s3';
import { endpoint, type LocalSettings } from './settings';

/**
 * An S3 client of the S3 emulator (s3rver): its only key pair, path-style addresses, and checksums
 * only where S3 requires them (else it stores streamed uploads corrupted).
 */
export const localS3 = (s: LocalSettings) =>
  new S3Client({
    region: s.region,
    endpoint: endpoint(s.ports.s3),
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
