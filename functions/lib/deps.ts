import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';

/**
 * The clients and settings a domain function needs, built once per cold start from the
 * environment. Locally the `*_ENDPOINT` variables point at the emulators; in the cloud they
 * are unset and the SDK uses the real services. Domain code receives these; it never reads
 * `process.env` itself.
 */
export interface Deps {
  db: DynamoDBDocumentClient;
  table: string;
  s3: S3Client;
  ebookBucket: string;
  ses: SESv2Client;
  mailFrom: string;
  mailConfigurationSet: string | undefined;
  siteUrl: string;
  now: () => Date;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

function build(): Deps {
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const local = (endpoint: string | undefined) => (endpoint ? { endpoint } : {});
  const db = new DynamoDBClient({ region, ...local(process.env.DYNAMODB_ENDPOINT) });
  return {
    db: DynamoDBDocumentClient.from(db, { marshallOptions: { removeUndefinedValues: true } }),
    table: process.env.TABLE_NAME ?? '',
    s3: new S3Client({
      region,
      ...local(process.env.S3_ENDPOINT),
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    }),
    ebookBucket: process.env.EBOOK_BUCKET ?? '',
    ses: new SESv2Client({ region, ...local(process.env.SES_ENDPOINT) }),
    mailFrom: process.env.MAIL_FROM ?? '',
    mailConfigurationSet: process.env.SES_CONFIGURATION_SET || undefined,
    siteUrl: process.env.SITE_URL ?? '',
    now: () => new Date(),
  };
}

let current: Deps | undefined;

export function deps(): Deps {
  current ??= build();
  return current;
}

/** For tests: replace parts (a controllable clock, say) and get a function that restores them. */
export function overrideDeps(patch: Partial<Deps>): () => void {
  const before = deps();
  current = { ...before, ...patch };
  return () => {
    current = before;
  };
}

export { required as requiredEnv };
