import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/**
 * What the way back from a lost phone asks of Cognito: is the password right (and is an
 * authenticator on), and turning that authenticator off. The user pool and its public client
 * come from env USER_POOL_ID and USER_POOL_CLIENT_ID (the `cognito:turn-off-mfa` grant sets them
 * in the cloud, the local stack after its seed), read at each call.
 */
export interface CognitoAccount {
  /** The account's username and whether an authenticator guards it; undefined when the email or password is wrong. */
  checkPassword(email: string, password: string): Promise<{ username: string; totp: boolean } | undefined>;
  /** AdminSetUserMFAPreference: the account's authenticator off (and no longer preferred). */
  turnOffTotp(username: string): Promise<void>;
}

function poolIds() {
  const userPoolId = process.env.USER_POOL_ID;
  const clientId = process.env.USER_POOL_CLIENT_ID;
  if (!userPoolId || !clientId) throw new Error('USER_POOL_ID and USER_POOL_CLIENT_ID are not set');
  return { userPoolId, clientId };
}

/** The username inside an access token (its `username` claim), for a password that signed in without a second step. */
const usernameOf = (accessToken: string | undefined): string | undefined => {
  const payload = accessToken?.split('.')[1];
  if (!payload) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return typeof claims.username === 'string' ? claims.username : undefined;
};

/** Against Cognito (or the local emulator, env COGNITO_ENDPOINT); the SDK client is loaded on first use. */
export function cognitoAccount(region: string, endpoint: string | undefined): CognitoAccount {
  let client: CognitoIdentityProviderClient | undefined;
  const sdk = async () => {
    const module = await import('@aws-sdk/client-cognito-identity-provider');
    client ??= new module.CognitoIdentityProviderClient({ region, ...(endpoint ? { endpoint } : {}) });
    return { module, client };
  };
  return {
    async checkPassword(email, password) {
      const { module, client } = await sdk();
      try {
        const reply = await client.send(
          new module.InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: poolIds().clientId,
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        );
        const username =
          reply.ChallengeParameters?.USER_ID_FOR_SRP ?? usernameOf(reply.AuthenticationResult?.AccessToken);
        return username ? { username, totp: reply.ChallengeName === 'SOFTWARE_TOKEN_MFA' } : undefined;
      } catch (error) {
        // A wrong password or an unknown address (the pool hides which); the emulator names them apart.
        if (
          error instanceof module.NotAuthorizedException ||
          error instanceof module.UserNotFoundException ||
          (error as { name?: string }).name === 'InvalidPasswordException'
        )
          return undefined;
        throw error;
      }
    },
    async turnOffTotp(username) {
      const { module, client } = await sdk();
      await client.send(
        new module.AdminSetUserMFAPreferenceCommand({
          UserPoolId: poolIds().userPoolId,
          Username: username,
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        }),
      );
    },
  };
}
