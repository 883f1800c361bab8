import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { buildSync } from 'esbuild';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { BUILD_RENDERER_ALIASES } from '../build-renderer';
import { EBOOK_FILENAME } from '../../functions/contract/constants';
import type { Grant } from '../../functions/contract/define-route';
import { ARC_PREFIXES } from '../../functions/core/arc/ebook-files';
import { SITE_SHELL_KEYS } from '../../functions/core/seo/site-shell';
import { IMAGE_UPLOADS_PREFIX } from '../../functions/core/images/media-keys';
import { MEDIA_PATH_PREFIX } from '../../functions/contract/images';
import { addNativeModules, NATIVE_PACKAGES } from '../native-modules';
import type { Data } from './data';
import type { Mail } from './mail';
import type { Payments } from './payments';
import type { Auth } from './auth';

/** The repository root: entries, the lock file and the esbuild project root are found from it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The deploy-time settings every function's `deps()` (functions/lib/deps.ts) reads. */
export interface RuntimeSettings {
  mailFrom: string;
  /**
   * SITE_URL, the address emailed links are built on: `https://<domain>`, or the distribution's
   * own name without one. Configuration, never a request header.
   */
  siteUrl: string;
  /** ORIGIN_SECRET: what CloudFront adds to every request it sends the API (see `Site`); others are refused. */
  originSecret: string;
  /** DOUBLE_OPT_IN: sign-ups wait for the reader's confirmation email. */
  doubleOptIn: boolean;
  /** REQUIRE_ADMIN_MFA: the admin API refuses an account without two-factor sign-in (functions/lib/two-factor.ts). */
  requireAdminMfa: boolean;
  /** ANALYTICS_RETENTION_DAYS: how long raw analytics records and counters are kept. */
  analyticsRetentionDays: number;
  /** STRIPE_AUTOMATIC_TAX: Stripe Tax computes and collects tax on each Buy Direct checkout. */
  stripeAutomaticTax: boolean;
  /** SES_MAX_SEND_RATE: the account's SES send rate per second (bulk email paces itself by it). */
  sesMaxSendRate: number;
}

/** What the grants of the route table (and the background functions) point at. */
export interface GrantTargets {
  data: Data;
  mail: Mail;
  /** The EPUB validator (`Background`), for the `epub:check` grant. */
  epubValidator?: lambda.IFunction;
  /** The function that renders her pages from the table and publishes them (the site:publish grant). */
  publisher?: lambda.IFunction;
  /** Stripe's secrets (`Payments`), for the `stripe:keys` and `keys:write` grants. */
  payments?: Payments;
  /** The author's user pool (`Auth`), for the `cognito:turn-off-mfa` grant. */
  auth?: Auth;
}

/**
 * The environment of every function. `deps()` reads all of these on every cold start, whichever
 * function it runs in, so every function gets the same values (one place for each setting).
 * Function-specific variables (the site bucket, the worker's name) are added per grant, and the
 * origin secret only to the API's functions, which check it (`Api`).
 */
export function sharedEnvironment(settings: RuntimeSettings, { data, mail }: GrantTargets): Record<string, string> {
  return {
    TABLE_NAME: data.table.tableName,
    EBOOK_BUCKET: data.ebookBucket.bucketName,
    MAIL_FROM: settings.mailFrom,
    SES_CONFIGURATION_SET: mail.configurationSet.configurationSetName,
    SES_ENGAGEMENT_CONFIGURATION_SET: mail.engagementConfigurationSet.configurationSetName,
    DOUBLE_OPT_IN: String(settings.doubleOptIn),
    REQUIRE_ADMIN_MFA: String(settings.requireAdminMfa),
    ANALYTICS_RETENTION_DAYS: String(settings.analyticsRetentionDays),
    STRIPE_AUTOMATIC_TAX: String(settings.stripeAutomaticTax),
    SES_MAX_SEND_RATE: String(settings.sesMaxSendRate),
    NODE_OPTIONS: '--enable-source-maps',
    SITE_URL: settings.siteUrl,
  };
}

/**
 * How esbuild bundles every function (ESM for Node 22), in one place: the stack's functions, the
 * local build (infra/build-functions.ts) and the bench (bench/functions.ts) build each one so.
 * `@aws-sdk/*` is bundled, so the deployed code runs the SDK versions of package-lock.json that
 * the tests ran, not whichever SDK the Lambda runtime ships that month. The only externals are the
 * native packages (sharp), which a bundle that imports them carries in its own node_modules/, built
 * for Lambda's arm64 (infra/native-modules.ts).
 */
export const BUNDLING = {
  format: 'esm',
  target: 'node22',
  platform: 'node',
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  // ESM output: CommonJS dependencies that call `require` need one.
  banner: "import { createRequire } from 'node:module';const require = createRequire(import.meta.url);",
  external: NATIVE_PACKAGES,
} as const;

/**
 * `BUNDLING` as esbuild's build options: `<outdir>/index.mjs` and, split from it, a chunk
 * (`<outdir>/chunks/`) for each module only an `import()` reaches. A route's area module is such a
 * module (infra/functions.ts), as are the function pages' React renderers, so a cold start reads
 * the dispatcher and what it imports, and an area's code is read from disk on the first request
 * that needs it (the reader's function holds React for its pages, and a sign-up never loads it).
 */
export function esbuildOptions(entry: string, outdir: string) {
  return {
    entryPoints: [entry],
    outdir,
    entryNames: 'index',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    ...BUNDLING,
    mainFields: [...BUNDLING.mainFields],
    banner: { js: BUNDLING.banner },
    external: [...BUNDLING.external],
    // Only the publisher imports these: the build's renderer (infra/build-renderer.ts).
    alias: BUILD_RENDERER_ALIASES,
  };
}

export interface SiteFunctionProps {
  /** The handler module, relative to the repository root (`functions/jobs/<name>.ts`); exports `handler`. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  timeout?: Duration;
  /** MB; 512 unless given (Lambda gives CPU in proportion). */
  memorySize?: number;
  /**
   * A role and log group it shares with functions of the same grants (the API's routes), or, left
   * out, its own. Lambda names each log stream after its function, so a shared group still tells
   * them apart; sharing keeps the stack far below CloudFormation's 500 resources.
   */
  shared?: { role: iam.Role; logGroup: logs.LogGroup };
}

/** A log group kept three months. */
export const functionLogGroup = (scope: Construct, id: string) =>
  new logs.LogGroup(scope, id, { retention: logs.RetentionDays.THREE_MONTHS });

/** A Lambda role (no AWSLambdaBasicExecutionRole managed policy) that may write to `logGroup`, and do what its grants add. */
export function functionRole(scope: Construct, id: string, description: string, logGroup: logs.LogGroup): iam.Role {
  const role = new iam.Role(scope, id, { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'), description });
  logGroup.grantWrite(role);
  return role;
}

/**
 * A Node 22 arm64 Lambda bundled by esbuild (ESM, split as `esbuildOptions` says: NodejsFunction
 * writes one file and cannot split), with its own log group and role unless it shares them
 * (`shared`): it may write to its log group and do what its grants say, nothing else. The bundle is
 * built when the stack is synthesized (`cdk synth` and `cdk deploy`), in this process; stacks that
 * skip bundling (`aws:cdk:bundling-stacks`) get a stand-in, as NodejsFunction's do.
 */
export function siteFunction(scope: Construct, id: string, props: SiteFunctionProps): lambda.Function {
  const entry = path.join(REPO_ROOT, props.entry);
  if (!existsSync(entry)) throw new Error(`${props.description}: no handler module at ${props.entry}`);
  const logGroup = props.shared?.logGroup ?? functionLogGroup(scope, `${id}Logs`);
  const role = props.shared?.role ?? functionRole(scope, `${id}Role`, `Lambda role of ${props.description}`, logGroup);
  const code = lambda.Code.fromAsset(REPO_ROOT, {
    // The bundle's bytes are the asset's identity, not the repository's files.
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: the local bundling below always answers. CDK requires an image all the same.
      image: DockerImage.fromRegistry('bundled-locally-by-esbuild'),
      // Never run either, but CDK caches a bundle by its options, and the entry is what tells two
      // functions' bundles apart (without it every function would get the first one's).
      command: ['esbuild', props.entry],
      local: {
        tryBundle(outputDir: string) {
          const { metafile } = buildSync({
            ...esbuildOptions(entry, outputDir),
            absWorkingDir: REPO_ROOT,
            logLevel: 'error',
            metafile: true,
          });
          addNativeModules(REPO_ROOT, outputDir, metafile);
          return true;
        },
      },
    },
  });
  return new lambda.Function(scope, `${id}Fn`, {
    description: props.description,
    code,
    handler: 'index.handler',
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    memorySize: props.memorySize ?? 512,
    timeout: props.timeout ?? Duration.seconds(15),
    role,
    logGroup,
    environment: props.environment,
  });
}

/** A grant to call another function: its name in `variable`, and leave to invoke it alone. */
function grantInvoke(
  fn: lambda.Function,
  grant: Grant,
  variable: string,
  target: lambda.IFunction | undefined,
  targetName: string,
): void {
  if (!target) throw new Error(`The ${grant} grant needs ${targetName}`);
  fn.addEnvironment(variable, target.functionName);
  fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [target.functionArn] }));
}

/** Turns one grant of the route table into the narrowest permission (and the env var it needs). */
export function applyGrant(
  fn: lambda.Function,
  grant: Grant,
  { data, mail, epubValidator, publisher, payments, auth }: GrantTargets,
): void {
  switch (grant) {
    case 'table:read':
      data.table.grantReadData(fn);
      return;
    case 'table:write':
      data.table.grantReadWriteData(fn);
      return;
    case 'ebook:read': {
      // The one object, and ListBucket on the bucket so HeadObject of a missing epub answers 404
      // ("not uploaded yet") rather than 403. No s3:prefix condition: only list requests carry
      // s3:prefix, so a HeadObject would never match it. The bucket holds the epub alone.
      const bucket = data.ebookBucket;
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects(EBOOK_FILENAME)] }),
      );
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
      return;
    }
    case 'ebook:write': {
      // The ARC prefixes only (functions/core/arc/ebook-files.ts): never the catalogue's own file
      // but to read it, as the free ebook becomes the first book and the source of its copies.
      const bucket = data.ebookBucket;
      const prefixes = Object.values(ARC_PREFIXES).map((prefix) => bucket.arnForObjects(`${prefix}*`));
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: prefixes }),
      );
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects(EBOOK_FILENAME)] }),
      );
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
      return;
    }
    case 'ebook:erase-copies': {
      // Every version of a reader's copies and the delete markers over them (the bucket is
      // versioned): deleting by version, and listing versions under copies/ only.
      const bucket = data.ebookBucket;
      const copies = `${ARC_PREFIXES.copies}*`;
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
          resources: [bucket.arnForObjects(copies)],
        }),
      );
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['s3:ListBucketVersions'],
          resources: [bucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': copies } },
        }),
      );
      return;
    }
    case 'epub:check':
      return grantInvoke(fn, grant, 'EPUB_VALIDATOR_FUNCTION', epubValidator, 'the EPUB validator function');
    case 'site:publish':
      return grantInvoke(fn, grant, 'PUBLISHER_FUNCTION', publisher, 'the publisher function');
    case 'images:write': {
      // The picture uploads under the ebook bucket's uploads (presigned for the browser, read,
      // deleted), ListBucket so a missing one is a 404, and the media bucket's variants, written only.
      const uploads = data.ebookBucket.arnForObjects(`${IMAGE_UPLOADS_PREFIX}*`);
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: [uploads] }),
      );
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [data.ebookBucket.bucketArn] }),
      );
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['s3:PutObject'],
          resources: [data.mediaBucket.arnForObjects(`${MEDIA_PATH_PREFIX.slice(1)}*`)],
        }),
      );
      fn.addEnvironment('MEDIA_BUCKET', data.mediaBucket.bucketName);
      return;
    }
    case 'site:read':
      // The built shells only (functions/core/seo/site-shell.ts reads SITE_SHELL_KEYS), not the site.
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['s3:GetObject'],
          resources: SITE_SHELL_KEYS.map((key) => data.siteBucket.arnForObjects(key)),
        }),
      );
      fn.addEnvironment('SITE_BUCKET', data.siteBucket.bucketName);
      return;
    case 'mail:send':
      mail.grantSend(fn);
      return;
    case 'edge:invalidate':
      // The distribution is made after the functions (it has the API as an origin): the stack
      // gives these functions its id and the right to invalidate once it exists (Site.grantInvalidation).
      return;
    case 'mailerlite:key':
      mail.mailerLiteSecret.grantRead(fn);
      fn.addEnvironment('MAILERLITE_SECRET_ARN', mail.mailerLiteSecret.secretArn);
      return;
    case 'stripe:keys':
      if (!payments) throw new Error('The stripe:keys grant needs the Stripe secrets (Payments)');
      payments.secretKey.grantRead(fn);
      payments.webhookSecret.grantRead(fn);
      fn.addEnvironment('STRIPE_SECRET_ARN', payments.secretKey.secretArn);
      fn.addEnvironment('STRIPE_WEBHOOK_SECRET_ARN', payments.webhookSecret.secretArn);
      return;
    case 'keys:write': {
      // Her keys of other services, entered in the admin: a new value into each secret and whether
      // (and since when) one is stored, on exactly those secrets. No GetSecretValue: this grant
      // alone never lets a function read a key back.
      if (!payments) throw new Error('The keys:write grant needs the Stripe secrets (Payments)');
      const secrets = [mail.mailerLiteSecret, payments.secretKey, payments.webhookSecret];
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['secretsmanager:PutSecretValue', 'secretsmanager:DescribeSecret'],
          resources: secrets.map((secret) => secret.secretArn),
        }),
      );
      fn.addEnvironment('MAILERLITE_SECRET_ARN', mail.mailerLiteSecret.secretArn);
      fn.addEnvironment('STRIPE_SECRET_ARN', payments.secretKey.secretArn);
      fn.addEnvironment('STRIPE_WEBHOOK_SECRET_ARN', payments.webhookSecret.secretArn);
      return;
    }
    case 'cognito:turn-off-mfa':
      // The one admin call of the way back from a lost phone, on the author's pool alone.
      if (!auth) throw new Error('The cognito:turn-off-mfa grant needs the user pool (Auth)');
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['cognito-idp:AdminSetUserMFAPreference'],
          resources: [auth.userPool.userPoolArn],
        }),
      );
      fn.addEnvironment('USER_POOL_ID', auth.userPool.userPoolId);
      fn.addEnvironment('USER_POOL_CLIENT_ID', auth.client.userPoolClientId);
      return;
    default: {
      const unknown: never = grant;
      throw new Error(`Unknown grant "${String(unknown)}"`);
    }
  }
}
