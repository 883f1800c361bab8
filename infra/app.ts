/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy` (after `npm run build`).
 *
 * Context (`-c name=value` on the command line, or `context` in cdk.json):
 *   domainName      optional. The site's own domain, e.g. `www.example.org`. Wired into CloudFront
 *                   (and given to the Lambdas as SITE_URL) only together with `certificateArn`.
 *   certificateArn  optional. An ACM certificate for `domainName`, in us-east-1 (CloudFront's region).
 *   mailDomain      the domain SES sends from; default `example.com` (a placeholder: set it for a
 *                   real deploy, then publish the DKIM records from the stack outputs).
 *   mailFrom        the sender address; default `hello@<mailDomain>`.
 *   stackName       optional; default `AuthorSite`.
 *   doubleOptIn     `true` (default) or `false`: whether sign-ups wait for the reader to confirm by
 *                   email (DOUBLE_OPT_IN).
 *   analyticsRetentionDays  whole days raw analytics records and counters are kept; default 396,
 *                   about 13 months (ANALYTICS_RETENTION_DAYS).
 *   sesMaxSendRate  the account's SES maximum send rate, emails per second (the SES console's
 *                   "Sending quota"); bulk email paces itself by it. Default 14; 0 = no limit
 *                   (SES_MAX_SEND_RATE). Raise it when SES raises the account's rate.
 *
 * The MailerLite API key is not context: the stack creates a Secrets Manager secret (output
 * MailerLiteSecretArn) and the engineer stores the key in it after deploy, never in the repo.
 *
 * cdk-nag's AwsSolutions pack runs on every synth; a finding that is neither fixed nor
 * acknowledged with a reason (infra/nag.ts) fails the synth.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from './constructs/lambda';
import { RUNTIME_DEFAULTS, SiteStack } from './stack';

const app = new App();
/** A context value as text (`-c name=value` gives text; cdk.json may hold numbers or booleans). */
const context = (name: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(name);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
function booleanContext(name: string, fallback: boolean): boolean {
  const value = context(name);
  if (value === undefined) return fallback;
  if (value !== 'true' && value !== 'false') fail(`Context ${name} must be true or false, not "${value}".`);
  return value === 'true';
}
function numberContext(name: string, fallback: number, { min, integer }: { min: number; integer: boolean }): number {
  const value = context(name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
    fail(`Context ${name} must be ${integer ? 'a whole number' : 'a number'} of at least ${min}, not "${value}".`);
  }
  return n;
}

const frontendDir = path.join(REPO_ROOT, 'frontend/dist');
if (!existsSync(path.join(frontendDir, 'index.html'))) fail(`No frontend build in ${frontendDir}. Run \`npm run build\` first.`);

const domainName = context('domainName');
const certificateArn = context('certificateArn');
if (Boolean(domainName) !== Boolean(certificateArn)) {
  console.warn('domainName and certificateArn go together; without both the site uses its cloudfront.net address.');
}
const mailDomain = context('mailDomain') ?? 'example.com';
const mailFrom = context('mailFrom') ?? `hello@${mailDomain}`;

new SiteStack(app, context('stackName') ?? 'AuthorSite', {
  description: 'Author website: CloudFront, S3, HTTP API + Lambda, DynamoDB, Cognito, SES',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  frontendDir,
  domainName,
  certificateArn,
  mailDomain,
  mailFrom,
  doubleOptIn: booleanContext('doubleOptIn', RUNTIME_DEFAULTS.doubleOptIn),
  analyticsRetentionDays: numberContext('analyticsRetentionDays', RUNTIME_DEFAULTS.analyticsRetentionDays, { min: 1, integer: true }),
  sesMaxSendRate: numberContext('sesMaxSendRate', RUNTIME_DEFAULTS.sesMaxSendRate, { min: 0, integer: false }),
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
