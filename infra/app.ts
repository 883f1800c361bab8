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
import { REPO_ROOT } from './constructs/api';
import { SiteStack } from './stack';

const app = new App();
const context = (name: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

const frontendDir = path.join(REPO_ROOT, 'frontend/dist');
if (!existsSync(path.join(frontendDir, 'index.html'))) {
  console.error(`No frontend build in ${frontendDir}. Run \`npm run build\` first.`);
  process.exit(1);
}

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
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
