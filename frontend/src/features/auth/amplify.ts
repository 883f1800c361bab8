import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  getCurrentUser,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
  type SignInOutput,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { SiteConfig } from '@contract/site-config';
import { reportSessionEnded, SESSION_ENDED_MESSAGE, setAccessTokenProvider } from '../../lib/auth-token';
import { loadSiteConfig } from '../../lib/config';
import { authErrorMessage, AuthFormError, SessionEndedError } from './errors';

/** Who is signed in, as far as this browser knows (the API has the last word). */
export interface AuthUser {
  username: string;
  loginId: string | null;
}

/** Where a sign-in stands: done, or waiting for a new password (first sign-in) or an authenticator code. */
export type SignInStep = { step: 'done'; user: AuthUser } | { step: 'newPassword' } | { step: 'totpCode' };

let configured = false;

function configure(config: SiteConfig): void {
  if (configured) return;
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config;
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } },
  });
  // Amplify refreshes an expired access token; a refused refresh (revoked, expired) gives no token.
  setAccessTokenProvider(
    async () => (await fetchAuthSession().catch(() => null))?.tokens?.accessToken?.toString() ?? null,
  );
  // Cognito refused to refresh the session (revoked by a global sign-out, expired): say so on the
  // sign-in form. A network failure keeps the tokens (Amplify retries), so it is not reported.
  Hub.listen('auth', ({ payload }) => {
    if (payload.event !== 'tokenRefresh_failure') return;
    const name = (payload.data as { error?: { name?: string } } | undefined)?.error?.name ?? '';
    if (/^(NotAuthorized|TokenRevoked|UserNotFound)/.test(name)) reportSessionEnded(SESSION_ENDED_MESSAGE);
  });
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
    // Stored tokens that could not be renewed (revoked, expired, or the local emulator, which cannot refresh).
    reportSessionEnded(SESSION_ENDED_MESSAGE);
    return null;
  }
}

async function nextStep({ isSignedIn, nextStep: next }: SignInOutput): Promise<SignInStep> {
  if (isSignedIn || next.signInStep === 'DONE') {
    const user = await currentUser();
    if (!user) throw new AuthFormError('Signed in, but no session was stored. Please try again.');
    return { step: 'done', user };
  }
  if (next.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return { step: 'newPassword' };
  if (next.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { step: 'totpCode' };
  throw new AuthFormError(`This account needs a sign-in step this page does not offer (${next.signInStep}).`);
}

/** Signs in with email and password (`USER_PASSWORD_AUTH`: the local Cognito emulator has no SRP). */
export async function signInWithPassword(email: string, password: string): Promise<SignInStep> {
  try {
    return await nextStep(await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }));
  } catch (error) {
    // A session from an earlier visit: use it.
    if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException')
      return nextStep({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    throw new AuthFormError(authErrorMessage(error, 'signIn'));
  }
}

/** The first sign-in's answer: the password that replaces the temporary one. */
export async function chooseNewPassword(newPassword: string): Promise<SignInStep> {
  try {
    return await nextStep(await confirmSignIn({ challengeResponse: newPassword }));
  } catch (error) {
    throw new AuthFormError(authErrorMessage(error, 'newPassword'));
  }
}

/** The 6-digit code of the author's authenticator app, after the password. */
export async function answerTotpCode(code: string): Promise<SignInStep> {
  try {
    return await nextStep(await confirmSignIn({ challengeResponse: code }));
  } catch (error) {
    throw new AuthFormError(authErrorMessage(error, 'totpCode'));
  }
}

/** "Forgot password?": Cognito emails a code (locally the emulator writes it to its log; `npm start` prints it). */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await resetPassword({ username: email });
  } catch (error) {
    // Say the same for an unknown address as for a known one (the cloud pool prevents user-existence errors too).
    if (error instanceof Error && error.name === 'UserNotFoundException') return;
    throw new AuthFormError(authErrorMessage(error, 'reset'));
  }
}

export async function finishPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  try {
    await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
  } catch (error) {
    throw new AuthFormError(authErrorMessage(error, 'reset'));
  }
}

export interface TotpSetup {
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
}

/** Starts (or restarts, for a new device) an authenticator: a new secret for this account. */
export async function startTotpSetup(appName: string, accountName: string): Promise<TotpSetup> {
  try {
    const details = await setUpTOTP();
    return { secret: details.sharedSecret, uri: details.getSetupUri(appName, accountName).toString() };
  } catch (error) {
    throw new AuthFormError(authErrorMessage(error, 'totpSetup'));
  }
}

/** Confirms the new authenticator with a code it shows, then makes it the sign-in's second step. */
export async function finishTotpSetup(code: string): Promise<void> {
  try {
    await verifyTOTPSetup({ code, options: { friendlyDeviceName: 'Authenticator app' } });
    await updateMFAPreference({ totp: 'PREFERRED' });
  } catch (error) {
    throw new AuthFormError(authErrorMessage(error, 'totpCode'));
  }
}

/** Signing in again is waiting for the authenticator code of a turn-off (see `turnOffTotp`). */
let reauthPending = false;

/**
 * Turns two-factor sign-in off, proven by the password and a current code: SetUserMFAPreference
 * itself asks for neither, so this signs in again through Cognito's own SOFTWARE_TOKEN_MFA challenge
 * first. A wrong code may be typed again; a wrong password ends the session (sign in again).
 */
export async function turnOffTotp(email: string, password: string, code: string): Promise<void> {
  if (!reauthPending) {
    await signOut().catch(() => undefined);
    const step = await signInWithPassword(email, password).catch((error: unknown) => {
      throw new SessionEndedError(
        `${error instanceof Error ? error.message : 'Sign-in failed.'} You were signed out: sign in again.`,
      );
    });
    if (step.step !== 'totpCode') throw new AuthFormError('Two-factor sign-in is not on for this account.');
    reauthPending = true;
  }
  const done = await answerTotpCode(code);
  reauthPending = false;
  if (done.step !== 'done') throw new AuthFormError('The sign-in did not finish. Please sign in again.');
  try {
    // The fresh session of this re-authentication has a new token id, so the API asks Cognito again.
    await updateMFAPreference({ totp: 'DISABLED' });
  } catch (error) {
    throw new AuthFormError(authErrorMessage(error, 'totpSetup'));
  }
}

/** Signs out on every device: Cognito revokes the account's refresh tokens (global sign-out). */
export async function signOutEverywhere(): Promise<void> {
  reauthPending = false;
  await signOut({ global: true });
}

/** Forgets this browser's tokens after the API or Cognito ended the session. */
export async function forgetSession(): Promise<void> {
  reauthPending = false;
  await signOut().catch(() => undefined);
}
