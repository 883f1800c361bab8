import type { Server } from 'node:http';
import type { SiteConfig } from '../../functions/contract/site-config';
import { startEmulators } from './emulators';
import { jwtAuthorizer } from './jwt-authorizer';
import { seed, type AuthorSignIn, type CognitoIds } from './seed';
import { createLocalServer } from './server';
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
  const emulators = await startEmulators(settings);
  let server: Server | undefined;
  const stop = async () => {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
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
