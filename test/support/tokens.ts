import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { inject } from 'vitest';
import { ADMIN_GROUP } from '../../functions/contract/constants';
import { cognitoClient, ensureUser } from '../../infra/local/seed';
import { testSettings, testWorker } from './stack-settings';

const require = createRequire(import.meta.url);

/** The user pool of this worker's stack (global-setup.ts starts one per worker). */
export const testCognito = () => inject('cognitoByWorker')[String(testWorker)]!;

/** A real token from the Cognito emulator, by the same sign-in the admin page uses. */
export async function signIn(email: string, password: string): Promise<string> {
  const { userPoolClientId } = testCognito();
  const reply = await cognitoClient(testSettings).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return reply.AuthenticationResult!.AccessToken!;
}

export const adminToken = () => signIn(testSettings.admin.email, testSettings.admin.password);

/** A signed-in reader who is not in the admin group. */
export async function nonAdminToken(): Promise<string> {
  const cognito = testCognito();
  const user = { email: 'reader@example.com', password: 'Reader-Local-Pass-1!', groups: [] };
  await ensureUser(testSettings, cognito, user);
  return signIn(user.email, user.password);
}

function claimsFor(groups: string[]) {
  const { userPoolClientId, issuer } = testCognito();
  return {
    sub: 'forged-user',
    token_use: 'access',
    client_id: userPoolClientId,
    'cognito:groups': groups,
    username: 'forged',
    iss: issuer,
  };
}

/** Signed with the emulator's own key, so only the expiry is wrong. */
export async function expiredAdminToken(): Promise<string> {
  const { jwk } = JSON.parse(
    readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
  ) as { jwk: JWK };
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claimsFor([ADMIN_GROUP]))
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(key);
}

/** Every claim right, but signed by a key the pool never issued. */
export async function foreignKeyAdminToken(): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = await exportJWK(publicKey);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claimsFor([ADMIN_GROUP]))
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? 'CognitoLocal' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(privateKey);
}
