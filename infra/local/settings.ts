import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * Everything that makes the local stack differ from the cloud lives here: ports, names,
 * credentials for the emulators, and the environment the handler modules read.
 */
export const LOOPBACK = '127.0.0.1';
/** The local distribution's id (env DISTRIBUTION_ID), shaped as CloudFront's are. */
export const LOCAL_DISTRIBUTION_ID = 'ELOCALSITE0001';
/** The account local ARNs are built with (the emulators take any). */
export const LOCAL_ACCOUNT = '000000000000';
/** The local published-pages key value store's ARN (env PUBLISHED_PAGES_STORE_ARN), as CloudFront names one. */
export const LOCAL_PUBLISHED_PAGES_ARN = `arn:aws:cloudfront::${LOCAL_ACCOUNT}:key-value-store/local-published-pages`;
/**
 * The local secrets of her keys (env MAILERLITE_SECRET_ARN, STRIPE_SECRET_ARN,
 * STRIPE_WEBHOOK_SECRET_ARN), shaped as Secrets Manager's ARNs (a name and six random characters),
 * which the Secrets Manager stand-in holds (infra/local/secrets-manager-api.ts).
 */
export const LOCAL_SECRET_ARNS = {
  mailerliteApiKey: `arn:aws:secretsmanager:us-east-1:${LOCAL_ACCOUNT}:secret:author-site/mailerlite-api-key-Loc4lM`,
  stripeSecretKey: `arn:aws:secretsmanager:us-east-1:${LOCAL_ACCOUNT}:secret:author-site/stripe-secret-key-Loc4lS`,
  stripeWebhookSecret: `arn:aws:secretsmanager:us-east-1:${LOCAL_ACCOUNT}:secret:author-site/stripe-webhook-secret-Loc4lW`,
} as const;
export const DEFAULT_ADMIN = { email: 'author@example.com', password: 'Author-Local-Pass-1!' };
export const LOCAL_POOL_NAME = 'author-site-local';

export interface LocalSettings {
  port: number;
  ports: {
    dynamodb: number;
    s3: number;
    ses: number;
    cognito: number;
    stripe: number;
    cloudfront: number;
    lambda: number;
    secretsManager: number;
  };
  dataDir: string;
  /** Tests keep the table in memory (much faster writes); `npm start` keeps it on disk across restarts. */
  tableInMemory: boolean;
  region: string;
  tableName: string;
  ebookBucket: string;
  /** The site bucket: the build, config.json and the pages published since (infra/local/site-bucket.ts). */
  siteBucket: string;
  /** Her pictures' variants, which the local edge serves under /media/ as CloudFront does. */
  mediaBucket: string;
  mailFrom: string;
  admin: { email: string; password: string };
  /**
   * LOCAL_ADMIN_READY=true: the author gets the permanent password above at every start (quick local
   * work). Otherwise the author is created as the README tells a deployer to (AdminCreateUser with a
   * temporary password, which `npm start` prints) and the first sign-in asks for a new one.
   */
  adminReady: boolean;
  /** REQUIRE_ADMIN_MFA=true: the admin API refuses an account without two-factor sign-in (on in the cloud by default). */
  requireAdminMfa: boolean;
  siteUrl: string;
  /**
   * The admin's own origin: the same server under another host name (a browser keeps storage per
   * origin, so reader pages at siteUrl never see the admin's tokens), as `admin.<domain>` in the cloud.
   */
  adminUrl: string;
  frontendDir: string;
  /** DOUBLE_OPT_IN=false: sign-ups confirm at once (the default asks the reader to confirm by email). */
  doubleOptIn: boolean;
  /** LOCAL_RATE_LIMIT=off: the handlers skip routes' per-client limits. Only `npm run bench` sets it. */
  rateLimits: boolean;
  /**
   * EMAIL_CEILING_SCALE=N multiplies the site-wide ceilings of confirmation-type emails
   * (CONFIRMATION_EMAILS_SITE_WIDE). The test stacks set it: their files share one table and sign up
   * hundreds of readers within the hour, which the real ceiling would hold; the ceiling's own tests
   * set theirs explicitly.
   */
  emailCeilingScale: number;
  /**
   * What the local server adds as CloudFront's origin secret (ORIGIN_SECRET). Derived from the
   * data folder, so every process of one stack agrees on it; a stand-in, not a secret: in the
   * cloud the stack generates one in Secrets Manager.
   */
  originSecret: string;
  /**
   * The local Stripe stand-in's API key and webhook signing secret (infra/local/stripe-stand-in/),
   * derived from the data folder like `originSecret`: stand-ins, not secrets. The Secrets Manager
   * stand-in starts with them in Stripe's two secrets (until she stores others in the admin), which
   * is where the functions read them, as they read hers in the cloud.
   */
  stripe: { secretKey: string; webhookSecret: string };
}

export function localSettings(env: NodeJS.ProcessEnv = process.env): LocalSettings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65530)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  /** A value every process of one stack agrees on: a hash of what it is for and the data folder. */
  const derived = (what: string) => createHash('sha256').update(`${what} ${resolve(env.DATA_DIR ?? '.data/local')}`);
  return {
    port,
    // The emulators sit just above the site's port, so two stacks (npm start, tests) never collide.
    ports: {
      dynamodb: port + 1,
      s3: port + 2,
      ses: port + 3,
      cognito: port + 4,
      stripe: port + 5,
      cloudfront: port + 6,
      lambda: port + 7,
      secretsManager: port + 8,
    },
    dataDir: resolve(env.DATA_DIR ?? '.data/local'),
    tableInMemory: env.TABLE_IN_MEMORY === 'true',
    region: 'us-east-1',
    tableName: 'author-site',
    ebookBucket: 'author-site-ebooks',
    siteBucket: 'author-site-site',
    mediaBucket: 'author-site-media',
    mailFrom: 'hello@author-site.local',
    admin: {
      email: env.LOCAL_ADMIN_EMAIL ?? DEFAULT_ADMIN.email,
      password: env.LOCAL_ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
    },
    adminReady: env.LOCAL_ADMIN_READY === 'true',
    requireAdminMfa: env.REQUIRE_ADMIN_MFA === 'true',
    siteUrl: `http://${LOOPBACK}:${port}`,
    adminUrl: `http://localhost:${port}`,
    frontendDir: resolve('frontend/dist'),
    doubleOptIn: env.DOUBLE_OPT_IN !== 'false',
    rateLimits: env.LOCAL_RATE_LIMIT !== 'off',
    emailCeilingScale: Number(env.EMAIL_CEILING_SCALE ?? 1),
    originSecret: derived('local origin secret').digest('base64url'),
    stripe: {
      secretKey: `sk_test_${derived('local stripe key').digest('hex').slice(0, 32)}`,
      webhookSecret: `whsec_${derived('local stripe webhook').digest('hex').slice(0, 32)}`,
    },
  };
}

export const endpoint = (port: number) => `http://${LOOPBACK}:${port}`;

/** The environment of the handler modules and SDK clients when they run against the emulators. */
export function localEnvironment(s: LocalSettings): Record<string, string> {
  return {
    AWS_REGION: s.region,
    // s3rver accepts only this key pair; the other emulators accept any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    DYNAMODB_ENDPOINT: endpoint(s.ports.dynamodb),
    S3_ENDPOINT: endpoint(s.ports.s3),
    S3_FORCE_PATH_STYLE: 'true',
    SES_ENDPOINT: endpoint(s.ports.ses),
    COGNITO_ENDPOINT: endpoint(s.ports.cognito),
    REQUIRE_ADMIN_MFA: String(s.requireAdminMfa),
    TABLE_NAME: s.tableName,
    EBOOK_BUCKET: s.ebookBucket,
    SITE_BUCKET: s.siteBucket,
    // The local edge's distribution, through the CloudFront API stand-in (infra/local/cloudfront-api.ts).
    DISTRIBUTION_ID: LOCAL_DISTRIBUTION_ID,
    CLOUDFRONT_ENDPOINT: endpoint(s.ports.cloudfront),
    // The published-pages key value store, through the same stand-in (infra/local/key-value-store.ts).
    PUBLISHED_PAGES_STORE_ARN: LOCAL_PUBLISHED_PAGES_ARN,
    MEDIA_BUCKET: s.mediaBucket,
    // The publisher runs as its own function, reached through the Lambda stand-in (infra/local/lambda-api.ts).
    PUBLISHER_FUNCTION: 'publisher',
    LAMBDA_ENDPOINT: endpoint(s.ports.lambda),
    MAIL_FROM: s.mailFrom,
    SITE_URL: s.siteUrl,
    DOUBLE_OPT_IN: String(s.doubleOptIn),
    ORIGIN_SECRET: s.originSecret,
    RATE_LIMITS: s.rateLimits ? 'on' : 'off',
    EMAIL_CEILING_SCALE: String(s.emailCeilingScale),
    // The Stripe SDK's documented host/port/protocol options, pointed at the stand-in; the keys are its own.
    STRIPE_API_HOST: LOOPBACK,
    STRIPE_API_PORT: String(s.ports.stripe),
    STRIPE_API_PROTOCOL: 'http',
    // Her keys as the cloud gives them: the secrets' ARNs, read (and stored, by the admin) through
    // the Secrets Manager stand-in, never the values (infra/local/secrets-manager-api.ts).
    SECRETS_MANAGER_ENDPOINT: endpoint(s.ports.secretsManager),
    MAILERLITE_SECRET_ARN: LOCAL_SECRET_ARNS.mailerliteApiKey,
    STRIPE_SECRET_ARN: LOCAL_SECRET_ARNS.stripeSecretKey,
    STRIPE_WEBHOOK_SECRET_ARN: LOCAL_SECRET_ARNS.stripeWebhookSecret,
  };
}

/** The user pool the seed made (found by name after a restart), as the `cognito:turn-off-mfa` grant names it in the cloud. */
export function cognitoEnvironment(ids: { userPoolId: string; userPoolClientId: string }): Record<string, string> {
  return { USER_POOL_ID: ids.userPoolId, USER_POOL_CLIENT_ID: ids.userPoolClientId };
}

/** Puts the local environment into this process before any handler module builds its clients. */
export function applyLocalEnvironment(s: LocalSettings) {
  Object.assign(process.env, localEnvironment(s));
}

/**
 * Local only, for tests that post a reader's form through the server: answers 204 once the work
 * the forms left for after their reply (functions/core/after-reply/) has ended in this process,
 * as a test waits for an asynchronous invoke's run in the cloud. Nothing in the cloud answers it.
 */
export const LOCAL_AFTER_REPLY_SETTLED_PATH = '/_local/after-reply-settled';

/**
 * Local only, for the browser tests that follow a reader into later days (a link a week old, a
 * month old): `POST /_local/clock?offsetMs=n` moves the clock of every handler this server runs to
 * n ms after real time (the handlers' `deps().now`, through `overrideDeps`), and `offsetMs=0` puts
 * it back. Served only when the stack starts with LOCAL_TEST_CLOCK=true, which only the Playwright
 * config sets; `npm start` and the cloud have no such path.
 */
export const LOCAL_CLOCK_PATH = '/_local/clock';
export const LOCAL_TEST_CLOCK_ENV = 'LOCAL_TEST_CLOCK';
