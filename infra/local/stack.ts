import type { Server } from 'node:http';
import { join } from 'node:path';
import type { SiteConfig } from '../../functions/contract/site-config';
import { startEmulators } from './emulators';
import { jwtAuthorizer } from './jwt-authorizer';
import { seed, type AuthorSignIn, type CognitoIds } from './seed';
import { assertFunctionsBuilt, buildFunctions, watchFunctions } from '../build-functions';
import { backgroundFunction } from './bundles';
import { SEND_SCHEDULER_RATE_MINUTES } from '../constructs/background';
import { registerResidentEpubcheck } from './epubcheck-resident';
import { enforceLocalIam, localIamOn } from './iam-policies';
import { createLocalServer } from './server';
import { startCloudFrontApi } from './cloudfront-api';
import { startLambdaApi } from './lambda-api';
import { startSecretsManagerApi } from './secrets-manager-api';
import { localKeyValueStore } from './key-value-store';
import { deploySite } from './site-bucket';
import { EDGE } from '../edge/declaration';
import { createEdgeCache } from '../edge/edge-cache';
import { deps } from '../../functions/lib/deps';
import { startSesEventFeed } from './ses-event-feed';
import { startStripeStandIn } from './stripe-stand-in/server';
import { routes } from '../../functions/contract/routes';
import {
  applyLocalEnvironment,
  cognitoEnvironment,
  endpoint,
  LOCAL_SECRET_ARNS,
  LOOPBACK,
  type LocalSettings,
} from './settings';

export interface LocalStack {
  settings: LocalSettings;
  cognito: CognitoIds;
  /** How the author signs in after this start (`npm start` prints it). */
  author: AuthorSignIn;
  config: SiteConfig;
  issuer: string;
  stop(): Promise<void>;
}

/**
 * Emulators, seed data and the site server: all of `npm start`, also used by the tests. The
 * functions run from their bundles, built first (`functions: 'build'`), built and rebuilt on
 * every change (`'watch'`, `npm start`), or as `npm run build` left them (`'built'`: the tests).
 */
export async function startLocalStack(
  settings: LocalSettings,
  { serve = true, functions = 'build' as 'build' | 'watch' | 'built' } = {},
): Promise<LocalStack> {
  applyLocalEnvironment(settings);
  // Each function's AWS calls as its synthesized IAM policy allows them (before any client is
  // built), unless LOCAL_IAM=off.
  if (localIamOn()) await enforceLocalIam(settings);
  let stopWatching = async () => {};
  if (functions === 'watch')
    stopWatching = await watchFunctions(
      (name, errors) => errors && console.error(`The ${name} function's bundle did not build (see above).`),
    );
  else if (functions === 'built') assertFunctionsBuilt();
  else await buildFunctions();
  const emulators = await startEmulators(settings).catch(async (error: unknown) => {
    await stopWatching();
    throw error;
  });
  // What Stripe is in the cloud: its API and hosted checkout page, sending signed webhooks to the site's route.
  const stripe = await startStripeStandIn({
    port: settings.ports.stripe,
    secretKey: settings.stripe.secretKey,
    webhookSecret: settings.stripe.webhookSecret,
    webhookUrl: `${settings.siteUrl}${routes.stripeWebhook.path}`,
  }).catch(async (error: unknown) => {
    await stopWatching();
    await emulators.stop();
    throw error;
  });
  // CloudFront's cache in front of the site, on the handlers' clock (which the tests move), and its
  // API's CreateInvalidation, which the functions call to take changed pages out of it.
  const edgeCache = createEdgeCache(() => deps().now().getTime());
  // The pages published after the build, which the site function routes (CloudFront's key value store).
  const publishedPages = localKeyValueStore(join(settings.dataDir, 'published-pages.json'));
  const cloudFront = await startCloudFrontApi({
    port: settings.ports.cloudfront,
    cache: edgeCache,
    publishedPages,
  }).catch(async (error: unknown) => {
    await stopWatching();
    await stripe.stop();
    await emulators.stop();
    throw error;
  });
  // Lambda's Invoke API: a function that waits for another's reply (the admin asking the publisher).
  const lambdaApi = await startLambdaApi({ port: settings.ports.lambda }).catch(async (error: unknown) => {
    await stopWatching();
    await cloudFront.stop();
    await stripe.stop();
    await emulators.stop();
    throw error;
  });
  // Secrets Manager: her keys' secrets, which the functions read and the admin stores; Stripe's start
  // with the Stripe stand-in's own keys, as a deployer stores the account's after a deploy.
  const secretsApi = await startSecretsManagerApi({
    port: settings.ports.secretsManager,
    file: join(settings.dataDir, 'secrets.json'),
    secrets: Object.values(LOCAL_SECRET_ARNS),
    seed: {
      [LOCAL_SECRET_ARNS.stripeSecretKey]: settings.stripe.secretKey,
      [LOCAL_SECRET_ARNS.stripeWebhookSecret]: settings.stripe.webhookSecret,
    },
  }).catch(async (error: unknown) => {
    await stopWatching();
    await lambdaApi.stop();
    await cloudFront.stop();
    await stripe.stop();
    await emulators.stop();
    throw error;
  });
  // What SES's configuration set sends to EventBridge in the cloud (bounces, complaints), fed to the same handler.
  const sesEvents = backgroundFunction('sesEvents');
  const feed = startSesEventFeed(settings, (event) => sesEvents(event));
  // What EventBridge Scheduler runs in the cloud, at the same rate.
  const runScheduledSends = backgroundFunction('campaignScheduler');
  const scheduler = setInterval(
    () => void runScheduledSends({}).catch(() => undefined),
    SEND_SCHEDULER_RATE_MINUTES * 60_000,
  );
  scheduler.unref();
  // EPUBCheck in one Java VM for the stack's uploads and copies, started by the first check.
  const epubcheck = registerResidentEpubcheck();
  let server: Server | undefined;
  const stop = async () => {
    clearInterval(scheduler);
    await stopWatching();
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await feed.stop();
    await stripe.stop();
    await cloudFront.stop();
    await lambdaApi.stop();
    await secretsApi.stop();
    await emulators.stop();
    await epubcheck.close();
  };
  try {
    const { ids: cognito, author } = await seed(settings);
    Object.assign(process.env, cognitoEnvironment(cognito));
    const issuer = `${endpoint(settings.ports.cognito)}/${cognito.userPoolId}`;
    const config: SiteConfig = {
      region: settings.region,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      userPoolEndpoint: endpoint(settings.ports.cognito),
      siteUrl: settings.siteUrl,
    };
    if (serve) {
      // The build into the site bucket as the deployment puts it; CloudFront's cache in front of it.
      await deploySite(settings, EDGE, config);
      // What the deploy's trigger does next in the cloud (infra/stack.ts PublishAfterDeploy): her
      // pages as she published them over the build's, and the seed's if she never has.
      await backgroundFunction('publisher')({});
      server = createLocalServer({
        settings,
        cache: edgeCache,
        publishedPages,
        authorize: jwtAuthorizer({ issuer, clientId: cognito.userPoolClientId }),
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(settings.port, LOOPBACK, () => resolve());
      });
    }
    return { settings, cognito, author, config, issuer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
