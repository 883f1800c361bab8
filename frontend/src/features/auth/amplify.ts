import { Amplify } from 'aws-amplify';
import { fetchAuthSession, getCurrentUser, signIn, signOut } from 'aws-amplify/auth';
import type { SiteConfig } from '../../../../functions/contract/site-config';
import { setAccessTokenProvider } from '../../lib/auth-token';
import { loadSiteConfig } from '../../lib/config';

/** Who is signed in, as far as this browser knows (the API has the last word). */
export interface AuthUser {
  username: string;
  loginId: string | null;
}

let configured = false;

function configure(config: SiteConfig): void {
  if (configured) return;
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config;
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } },
  });
  // Amplify refreshes the access token when it has expired.
  setAccessTokenProvider(async () => (await fetchAuthSession()).tokens?.accessToken?.toString() ?? null);
  configured = true;
}

/** Loads `/config.json`, configures Amplify once, and returns the signed-in user or null. */
export async function initAuth(): Promise<AuthUser | null> {
  configure(await loadSiteConfig());
  return currentUser();
}

async function currentUser(): Promise<AuthUser | null> {
  try {
    const session = await fetchAuthSession();
    if (!session.tokens?.accessToken) return null;
    const user = await getCurrentUser();
    return { username: user.username, loginId: user.signInDetails?.loginId ?? null };
  } catch {
    return null;
  }
}

export class SignInError extends Error {}

/** Cognito answers NotAuthorizedException; the local emulator says InvalidPasswordException or UserNotFoundException. */
const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/** Signs in with email and password (`USER_PASSWORD_AUTH`: the local Cognito emulator has no SRP). */
export async function signInWithPassword(email: string, password: string): Promise<AuthUser> {
  try {
    const { isSignedIn, nextStep } = await signIn({
      username: email,
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    if (!isSignedIn) {
      throw new SignInError(
        `This account needs another step before it can sign in (${nextStep.signInStep}), which this page does not support yet.`,
      );
    }
  } catch (error) {
    if (error instanceof SignInError) throw error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'UserAlreadyAuthenticatedException') {
      // A session from an earlier visit: use it.
    } else if (WRONG_CREDENTIALS.has(name)) {
      throw new SignInError('Incorrect email or password.');
    } else if (name === 'PasswordResetRequiredException') {
      throw new SignInError('This account must reset its password before signing in.');
    } else if (name === 'NetworkError' || error instanceof TypeError) {
      throw new SignInError('Could not reach the sign-in service. Check your connection and try again.');
    } else {
      throw new SignInError(error instanceof Error && error.message ? error.message : 'Sign-in failed.');
    }
  }
  const user = await currentUser();
  if (!user) throw new SignInError('Signed in, but no session was stored. Please try again.');
  return user;
}

export async function signOutAuthor(): Promise<void> {
  await signOut();
}
