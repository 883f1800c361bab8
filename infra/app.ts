/**
 * The CDK app: `npm run deploy` / `npm run diff` (or `npx cdk synth|diff|deploy` after `npm run build`).
 *
 * Every setting comes from one committed file, `deploy.settings.json` (infra/deploy-settings.ts
 * says what each one is and checks it), so a `cdk deploy` with no flags deploys what the last one
 * did. `-c name=value` overrides a setting for that one command; nothing writes it back. The
 * environment variable DEPLOY_SETTINGS names another settings file (the tests use their own).
 *
 * The MailerLite API key is not a setting: the stack creates an empty Secrets Manager secret
 * (output MailerLiteSecretArn) and the engineer stores the key in it after deploy, never in the repo.
 *
 * `cdk bootstrap` runs this app too: docs/deploying.md's step passes `-c bootstrapOnly=true`, and
 * the app then defines no stack (the site's needs a frontend build, which bootstrapping does not).
 *
 * cdk-nag's AwsSolutions pack runs on every synth; a finding that is neither fixed nor
 * acknowledged with a reason (infra/nag.ts) fails the synth.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from './constructs/lambda';
import {
  BOOTSTRAP_ONLY_CONTEXT,
  DeploySettingsError,
  readDeploySettings,
  type DeploySettings,
} from './deploy-settings';
import { SiteStack } from './stack';
import { routeList } from '../functions/contract/routes';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const app = new App();

/** The site's stack, from the settings file, checked; and its size against CloudFormation's limit. */
function defineSite() {
  let settings: DeploySettings;
  try {
    ({ settings } = readDeploySettings(REPO_ROOT, app.node.getAllContext()));
  } catch (error) {
    if (error instanceof DeploySettingsError) fail(error.message);
    throw error;
  }

  // FRONTEND_DIR: tests synthesize with a stand-in build.
  const frontendDir = path.resolve(REPO_ROOT, process.env.FRONTEND_DIR ?? 'frontend/dist');
  if (!existsSync(path.join(frontendDir, 'index.html')))
    fail(`No frontend build in ${frontendDir}. Run \`npm run build\` first.`);

  const { stackName, region, account, ...stackSettings } = settings;
  const stack = new SiteStack(app, stackName, {
    description: 'Author website: CloudFront, S3, HTTP API + Lambda, DynamoDB, Cognito, SES',
    // The region is the file's, never the shell's: a deploy from another profile cannot make a second stack elsewhere.
    env: { region, account: account ?? process.env.CDK_DEFAULT_ACCOUNT },
    frontendDir,
    ...stackSettings,
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

  // The stack's size against CloudFormation's 500 resources, and what that leaves for routes: a
  // route adds one API Gateway route (a page that answers HEAD, two), nothing else.
  const template = app.synth().getStackByName(stack.stackName).template as {
    Resources: Record<string, { Type: string; Properties?: { Runtime?: string } }>;
  };
  const all = Object.values(template.Resources);
  const routeCount = all.filter((r) => r.Type === 'AWS::ApiGatewayV2::Route').length;
  const bundled = all.filter(
    (r) => r.Type === 'AWS::Lambda::Function' && r.Properties?.Runtime?.startsWith('nodejs'),
  ).length;
  console.error(
    `${stack.stackName}: ${all.length} of CloudFormation's 500 resources, ${bundled} bundled functions (+ the EPUB validator image), ${routeCount} API routes: room for about ${Math.floor((500 - all.length) / (routeCount / routeList.length))} more routes.`,
  );
}

// `cdk bootstrap` runs the app too (to list its environments) before it bootstraps the one its
// command names: with -c bootstrapOnly=true the app defines no stack, so bootstrapping needs no
// frontend build nor settings, and a deploy with the flag has nothing to deploy.
if ([true, 'true'].includes(app.node.tryGetContext(BOOTSTRAP_ONLY_CONTEXT))) {
  console.error(
    `-c ${BOOTSTRAP_ONLY_CONTEXT}=true: no stack defined; cdk bootstrap bootstraps the environment it names (aws://<account>/<region>).`,
  );
  app.synth();
} else defineSite();
