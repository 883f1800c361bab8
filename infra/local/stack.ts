import type { Server } from 'node:http';
import type { SiteConfig } from '../../functions/contract/site-config';
import { startEmulators } from './emulators';
import { jwtAuthorizer } from './jwt-authorizer';
import { seed, type AuthorSignIn, type CognitoIds } from './seed';
import { handler as sesEvents } from '../../functions/events/ses-events';
import { handler as startScheduledCampaigns } from '../../functions/jobs/start-scheduled-campaigns';
import { CAMPAIGN_SCHEDULER_RATE_MINUTES } from '../constructs/background';
import { enforceLocalIam } from './iam-policies';
import { createLocalServer } from './server';
import { startSesEventFeed } from './ses-event-feed';
import { applyLocalEnvironment, endpoint, LOOPBACK, type LocalSettings } from './settings';

export interface LocalStack {
  settings: LocalSettings;
  cognito: CognitoIds;
  /** How the author signs in after this start (`npm start` prints it). */
  author: AuthorSignIn;
  config: SiteConfig;
  issuer: string;
  stop(): Promise<void>;
}

/** Emulators, seed data and the site server: all of `npm start`, also used by the tests. */
export async function startLocalStack(settings: LocalSettings, { serve = true } = {}): Promise<LocalStack> {
  applyLocalEnvironment(settings);
  // LOCAL_IAM=on: each function's AWS calls as its synthesized IAM policy allows them (before any client is built).
  if (process.env.LOCAL_IAM === 'on') await enforceLocalIam(settings);
  const emulators = await startEmulators(settings);
  // What SES's configuration set sends to EventBridge in the cloud (bounces, complaints), fed to the same handler.
  const feed = startSesEventFeed(settings, (event) => sesEvents(event));
  // What EventBridge Scheduler runs in the cloud, at the same rate.
  const scheduler = setInterval(() => void startScheduledCampaigns({}).catch(() => undefined), CAMPAIGN_SCHEDULER_RATE_MINUTES * 60_000);
  scheduler.unref();
  let server: Server | undefined;
  const stop = async () => {
    clearInterval(scheduler);
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await feed.stop();
    await emulators.stop();
  };
  try {
    const { ids: cognito, author } = await seed(settings);
    const issuer = `${endpoint(settings.ports.cognito)}/${cognito.userPoolId}`;
    const config: SiteConfig = {
      region: settings.region,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      userPoolEndpoint: endpoint(settings.ports.cognito),
      siteUrl: settings.siteUrl,
    };
    if (serve) {
      server = createLocalServer({ settings, config, authorize: jwtAuthorizer({ issuer, clientId: cognito.userPoolClientId }) });
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
