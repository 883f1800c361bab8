import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { RouteName } from '../contract/routes';
import type { TwoFactorStatus } from '../contract/session';
import { ForbiddenError, UnauthorizedError } from './errors';
import type { ApiEvent, Claims } from './reply';

/**
 * Whether the caller has two-factor sign-in on, asked of Cognito with the caller's own access token
 * (GetUser: authorized by the token itself, so the functions need no IAM permission for it). Tokens
 * carry no claim saying so, and a claim would lag behind a change until the next refresh; GetUser
 * sees the account as it is now, and refuses a token revoked by a global sign-out. A "yes" is kept
 * per token (its `jti`) for at most a minute in the function's memory, so an authenticator removed
 * is noticed within a minute; a "no" is asked again each time, so turning two-factor on takes
 * effect at once.
 */
export const TWO_FACTOR_CACHE_MS = 60_000;

/** Turning two-factor on is how the fix reads in the admin (frontend: /admin/account). */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Two-factor sign-in is required for the admin: turn it on under Account (/admin/account) with an authenticator app, then try again.';

/** Routes that answer whatever the account's two-factor state: the session says what it is, so the admin can show its setup. */
const EXEMPT: ReadonlySet<RouteName> = new Set<RouteName>(['getAdminSession']);

/** The account's MFA methods, and its email address (to tell the author of a change). */
export type AskCognito = (accessToken: string) => Promise<{ mfa: string[]; email?: string }>;

/** GetUser against Cognito (or the local emulator, env COGNITO_ENDPOINT); the SDK client is loaded on first use. */
export function cognitoGetUser(region: string, endpoint: string | undefined): AskCognito {
  let client: CognitoIdentityProviderClient | undefined;
  return async (accessToken) => {
    const sdk = await import('@aws-sdk/client-cognito-identity-provider');
    client ??= new sdk.CognitoIdentityProviderClient({ region, ...(endpoint ? { endpoint } : {}) });
    try {
      const user = await client.send(new sdk.GetUserCommand({ AccessToken: accessToken }));
      const email = user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
      return { mfa: user.UserMFASettingList ?? [], ...(email ? { email } : {}) };
    } catch (error) {
      // A revoked (global sign-out) or unknown token: the session is over, whatever the JWT authorizer said.
      if (error instanceof sdk.NotAuthorizedException || error instanceof sdk.UserNotFoundException) {
        throw new UnauthorizedError('Your session has ended. Please sign in again.');
      }
      throw error;
    }
  };
}

const confirmed = new Map<string, number>();

function bearerToken(event: ApiEvent): string {
  const token = /^Bearer\s+(\S+)$/i.exec(event.headers?.authorization ?? '')?.[1];
  if (!token) throw new UnauthorizedError();
  return token;
}

/**
 * The caller's two-factor state, `required` being the deploy setting. `seen` is given each answer
 * Cognito itself gave (not a kept "yes"), with the account's email address.
 */
export async function twoFactorStatus(
  event: ApiEvent,
  claims: Claims,
  {
    ask,
    required,
    now,
    seen,
  }: {
    ask: AskCognito;
    required: boolean;
    now: number;
    seen?: (enabled: boolean, email: string | undefined) => Promise<void>;
  },
): Promise<TwoFactorStatus> {
  const key = String(claims.jti ?? claims.origin_jti ?? '');
  const until = key ? confirmed.get(key) : undefined;
  if (until !== undefined && until > now) return { enabled: true, required };
  const { mfa, email } = await ask(bearerToken(event));
  const enabled = mfa.includes('SOFTWARE_TOKEN_MFA');
  await seen?.(enabled, email);
  if (enabled && key) {
    for (const [k, expiry] of confirmed) if (expiry <= now) confirmed.delete(k);
    confirmed.set(key, now + TWO_FACTOR_CACHE_MS);
  }
  return { enabled, required };
}

/** 403 with the fix in words when the deploy setting asks for two-factor sign-in and the caller has not turned it on. */
export async function requireTwoFactor(
  route: RouteName,
  event: ApiEvent,
  claims: Claims,
  options: { ask: AskCognito; required: boolean; now: number },
) {
  if (!options.required || EXEMPT.has(route)) return;
  const status = await twoFactorStatus(event, claims, options);
  if (!status.enabled) throw new ForbiddenError(TWO_FACTOR_REQUIRED_MESSAGE);
}
