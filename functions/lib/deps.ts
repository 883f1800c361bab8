import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { CONFIRMATION_EMAILS_PER_NETWORK, CONFIRMATION_EMAILS_SITE_WIDE } from '../contract/mailing-list';
import { sendRateFrom } from './send-rate';
import { cognitoAccount, type CognitoAccount } from './cognito-account';
import { edgeInvalidation, type InvalidateEdge } from './edge-invalidation';
import { publishedPagesStore, type MarkPages } from './published-pages';
import { cognitoGetUser, type AskCognito } from './two-factor';
import { keyStore, secretsManager, secretValue, type KeyStore } from './secret-keys';

/** A limit counted in fixed windows: `requests` per `perSeconds`. */
type RateWindow = { requests: number; perSeconds: number };

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
  /** Her pictures' variants (env MEDIA_BUCKET), which CloudFront serves under /media/. */
  mediaBucket: string;
  ses: SESv2Client;
  mailFrom: string;
  mailConfigurationSet: string | undefined;
  /** The configuration set that also reports opens and clicks (campaigns that count them); unset locally. */
  mailEngagementConfigurationSet: string | undefined;
  /** The site's own address for emailed links (env SITE_URL: the stack's setting, never a request header). */
  siteUrl: string;
  /**
   * The secret CloudFront adds to every request it sends the API (env ORIGIN_SECRET); requests
   * without it are refused, and while it is unset every request is (fail closed).
   */
  originSecret: string | undefined;
  /** Per-client limits of the route table's `rateLimit` (env RATE_LIMITS; "off" only for `npm run bench`). */
  rateLimits: boolean;
  /** Sign-ups wait for the reader to confirm by email (env DOUBLE_OPT_IN; on unless it is "false"). */
  doubleOptIn: boolean;
  /** The site bucket: its published pages (blog/index.html, 404.html) are the function pages' chrome. */
  siteBucket: string;
  /** Takes changed reader pages out of CloudFront's cache (lib/edge-invalidation.ts). */
  invalidateEdge: InvalidateEdge;
  /** Routes the pages publishing put on the site or took off it (lib/published-pages.ts): the publisher's. */
  markPages: MarkPages;
  /** How long raw analytics records and counters are kept (env ANALYTICS_RETENTION_DAYS). */
  analyticsRetentionDays: number;
  now: () => Date;
  /** Bulk email: SES sends per second (env SES_MAX_SEND_RATE, default 14; "0" or "unlimited" lift it: Infinity). */
  sesMaxSendRate: number;
  region: string;
  /** The bulk email worker Lambda (env BULK_EMAIL_WORKER_FUNCTION); unset locally, where the worker runs in this process. */
  bulkEmailWorkerFunction: string | undefined;
  /** The EPUB validator Lambda (env EPUB_VALIDATOR_FUNCTION), a container with EPUBCheck; unset locally, where EPUBCheck runs in this process. */
  epubValidatorFunction: string | undefined;
  /** The publisher Lambda (env PUBLISHER_FUNCTION): renders her pages from the table and publishes them. */
  publisherFunction: string | undefined;
  /** Locally only: the local stack's Lambda stand-in (env LAMBDA_ENDPOINT); unset in the cloud. */
  lambdaEndpoint: string | undefined;
  /** Tests and the bench only: starts a bulk email job's worker their own way (core/bulk-email/start-worker.ts). */
  startBulkEmailJob?: (jobId: string) => Promise<void>;
  /**
   * The function that does a reader form's work after its reply (core/after-reply/start.ts): this
   * function itself (env AFTER_REPLY "invoke-self" and Lambda's own AWS_LAMBDA_FUNCTION_NAME, as
   * a function cannot be given its own name without a cycle in the stack); unset locally, where
   * the work runs in this process.
   */
  afterReplyFunction: string | undefined;
  /** Tests only: hands a form's after-reply work on their own way (core/after-reply/start.ts). */
  startAfterReply?: (work: { kind: string }) => Promise<void>;
  /**
   * The ceilings on the emails strangers can cause beyond each address's and each client's:
   * an IPv6 /48's budget and the site-wide windows (CONFIRMATION_EMAILS_PER_NETWORK,
   * CONFIRMATION_EMAILS_SITE_WIDE); tests set small ones.
   */
  confirmationEmailCeilings: { perNetwork: RateWindow; siteWide: readonly RateWindow[] };
  /**
   * MailerLite's REST API (env MAILERLITE_BASE_URL, default the real one). `apiKey()` gives the key,
   * fetched on first use and kept KEY_KEPT_MS: env MAILERLITE_API_KEY, else the secret
   * MAILERLITE_SECRET_ARN names (locally through env SECRETS_MANAGER_ENDPOINT); undefined when neither is set.
   */
  mailerLite: { baseUrl: string; apiKey: () => Promise<string | undefined> };
  /**
   * The author's keys of other services as the admin stores them (lib/secret-keys.ts): write and
   * describe, never read. Storing one makes this function's reader (`mailerLite.apiKey`,
   * `stripe.secretKey`, `stripe.webhookSecret`) read it afresh; other functions within KEY_KEPT_MS.
   */
  keys: KeyStore;
  /**
   * Stripe. `api`: the SDK's documented host/port/protocol options (env STRIPE_API_HOST,
   * STRIPE_API_PORT, STRIPE_API_PROTOCOL), set locally to the stand-in and unset in the cloud.
   * `secretKey()` and `webhookSecret()`: env STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET, else the
   * secrets STRIPE_SECRET_ARN / STRIPE_WEBHOOK_SECRET_ARN name (kept KEY_KEPT_MS); undefined until stored.
   * `automaticTax`: Stripe Tax on each checkout (env STRIPE_AUTOMATIC_TAX "true", the deploy setting).
   */
  stripe: {
    api: { host?: string; port?: number; protocol?: 'http' | 'https' };
    secretKey: () => Promise<string | undefined>;
    webhookSecret: () => Promise<string | undefined>;
    automaticTax: boolean;
  };
  /** Admin routes refuse an account without two-factor sign-in (env REQUIRE_ADMIN_MFA "true"; the stack sets it from `requireAdminMfa`). */
  requireAdminMfa: boolean;
  /** Cognito's GetUser with the caller's access token (env COGNITO_ENDPOINT locally): the account's MFA methods. */
  askCognito: AskCognito;
  /** The password check and the authenticator's removal a recovery code leads to (env USER_POOL_ID, USER_POOL_CLIENT_ID). */
  cognitoAccount: CognitoAccount;
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`Environment variable ${name} must be a whole number above 0, not "${raw}"`);
  return value;
}

/** Locally only (infra/local/iam-guard.ts): sees each client, to refuse what the function's IAM policy would. Never set in the cloud. */
const localClientHook = <T>(client: T): T => {
  const hook = (globalThis as Record<symbol, unknown>)[Symbol.for('author-site.local-aws-client-hook')];
  if (typeof hook === 'function') hook(client);
  return client;
};

/**
 * Locally only (infra/local/iam-guard.ts): runs `call` as the background function `name` (its own
 * IAM policy), where the local stack runs in this process what the cloud runs in that function.
 * Never set in the cloud, where the call runs as it is.
 */
export function asLocalFunction<T>(name: 'bulkEmailWorker', call: () => T): T {
  const hook = (globalThis as Record<symbol, unknown>)[Symbol.for('author-site.local-run-as-function')];
  return typeof hook === 'function' ? (hook as (name: string, call: () => T) => T)(name, call) : call();
}

function build(): Deps {
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const local = (endpoint: string | undefined) => (endpoint ? { endpoint } : {});
  const secrets = secretsManager(region, process.env.SECRETS_MANAGER_ENDPOINT, localClientHook);
  const keyReaders = {
    mailerliteApiKey: secretValue(secrets, 'MAILERLITE_API_KEY', 'MAILERLITE_SECRET_ARN'),
    stripeSecretKey: secretValue(secrets, 'STRIPE_SECRET_KEY', 'STRIPE_SECRET_ARN'),
    stripeWebhookSecret: secretValue(secrets, 'STRIPE_WEBHOOK_SECRET', 'STRIPE_WEBHOOK_SECRET_ARN'),
  };
  const db = localClientHook(new DynamoDBClient({ region, ...local(process.env.DYNAMODB_ENDPOINT) }));
  return {
    db: DynamoDBDocumentClient.from(db, { marshallOptions: { removeUndefinedValues: true } }),
    table: process.env.TABLE_NAME ?? '',
    s3: localClientHook(
      new S3Client({
        region,
        ...local(process.env.S3_ENDPOINT),
        forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
      }),
    ),
    ebookBucket: process.env.EBOOK_BUCKET ?? '',
    mediaBucket: process.env.MEDIA_BUCKET ?? '',
    ses: localClientHook(new SESv2Client({ region, ...local(process.env.SES_ENDPOINT) })),
    mailFrom: process.env.MAIL_FROM ?? '',
    mailConfigurationSet: process.env.SES_CONFIGURATION_SET || undefined,
    mailEngagementConfigurationSet: process.env.SES_ENGAGEMENT_CONFIGURATION_SET || undefined,
    siteUrl: (process.env.SITE_URL ?? '').replace(/\/+$/, ''),
    originSecret: process.env.ORIGIN_SECRET || undefined,
    rateLimits: process.env.RATE_LIMITS !== 'off',
    doubleOptIn: process.env.DOUBLE_OPT_IN !== 'false',
    siteBucket: process.env.SITE_BUCKET ?? '',
    invalidateEdge: edgeInvalidation(region, process.env.DISTRIBUTION_ID, process.env.CLOUDFRONT_ENDPOINT),
    markPages: publishedPagesStore(region, process.env.PUBLISHED_PAGES_STORE_ARN, process.env.CLOUDFRONT_ENDPOINT),
    analyticsRetentionDays: positiveInteger('ANALYTICS_RETENTION_DAYS', 396), // about 13 months
    now: () => new Date(),
    sesMaxSendRate: sendRateFrom(process.env.SES_MAX_SEND_RATE),
    region,
    bulkEmailWorkerFunction: process.env.BULK_EMAIL_WORKER_FUNCTION || undefined,
    epubValidatorFunction: process.env.EPUB_VALIDATOR_FUNCTION || undefined,
    publisherFunction: process.env.PUBLISHER_FUNCTION || undefined,
    lambdaEndpoint: process.env.LAMBDA_ENDPOINT || undefined,
    afterReplyFunction: process.env.AFTER_REPLY === 'invoke-self' ? process.env.AWS_LAMBDA_FUNCTION_NAME : undefined,
    confirmationEmailCeilings: {
      perNetwork: CONFIRMATION_EMAILS_PER_NETWORK,
      // Unset in the cloud; only the local test stacks raise it (infra/local/settings.ts, emailCeilingScale).
      siteWide: CONFIRMATION_EMAILS_SITE_WIDE.map(({ requests, perSeconds }) => ({
        requests: requests * positiveInteger('EMAIL_CEILING_SCALE', 1),
        perSeconds,
      })),
    },
    mailerLite: {
      baseUrl: process.env.MAILERLITE_BASE_URL || 'https://connect.mailerlite.com/api',
      apiKey: keyReaders.mailerliteApiKey,
    },
    keys: keyStore(secrets, keyReaders),
    stripe: {
      api: {
        ...(process.env.STRIPE_API_HOST ? { host: process.env.STRIPE_API_HOST } : {}),
        ...(process.env.STRIPE_API_PORT ? { port: Number(process.env.STRIPE_API_PORT) } : {}),
        ...(process.env.STRIPE_API_PROTOCOL === 'http' || process.env.STRIPE_API_PROTOCOL === 'https'
          ? { protocol: process.env.STRIPE_API_PROTOCOL }
          : {}),
      },
      secretKey: keyReaders.stripeSecretKey,
      webhookSecret: keyReaders.stripeWebhookSecret,
      automaticTax: process.env.STRIPE_AUTOMATIC_TAX === 'true',
    },
    requireAdminMfa: process.env.REQUIRE_ADMIN_MFA === 'true',
    askCognito: cognitoGetUser(region, process.env.COGNITO_ENDPOINT),
    cognitoAccount: cognitoAccount(region, process.env.COGNITO_ENDPOINT),
  };
}

let built: Deps | undefined;

/**
 * Tests' replacements (`overrideDeps`), kept on `globalThis`: the integration tests call the built
 * bundles' handlers in-process (test/support/invoke.ts), and each bundle holds its own copy of
 * this module, so a clock a test sets must reach every copy. Nothing sets it in the cloud.
 */
const overrides = ((globalThis as Record<symbol, unknown>)[Symbol.for('author-site.deps-overrides')] ??= {
  patch: {},
}) as { patch: Partial<Deps> };

export function deps(): Deps {
  built ??= build();
  return Object.keys(overrides.patch).length ? { ...built, ...overrides.patch } : built;
}

/** For tests: replace parts (a controllable clock, say) and get a function that restores them. */
export function overrideDeps(patch: Partial<Deps>): () => void {
  const before = overrides.patch;
  overrides.patch = { ...before, ...patch };
  return () => {
    overrides.patch = before;
  };
}
