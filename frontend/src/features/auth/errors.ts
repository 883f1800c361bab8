import { passwordPolicyText } from '@contract/password-policy';
import { SESSION_ENDED_MESSAGE } from '../../lib/auth-token';

/** A sign-in or account step failed; `message` is what the form shows. */
export class AuthFormError extends Error {}

/** The step failed and the browser's session is gone with it: back to the sign-in form with this message. */
export class SessionEndedError extends AuthFormError {}

export { SESSION_ENDED_MESSAGE };

type Context = 'signIn' | 'newPassword' | 'totpCode' | 'reset' | 'totpSetup';

/** Cognito's (and the emulator's) error names, in words a person can act on. */
export function authErrorMessage(error: unknown, context: Context): string {
  const name = error instanceof Error ? error.name : '';
  const detail = error instanceof Error && error.message ? error.message : '';
  if (name === 'NetworkError' || error instanceof TypeError)
    return 'Could not reach the sign-in service. Check your connection and try again.';
  switch (name) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      if (context === 'signIn') return 'Incorrect email or password.';
      if (context === 'totpCode' || context === 'newPassword')
        return 'This sign-in took too long and has expired. Start again with your email and password.';
      if (context === 'reset')
        return 'This account cannot reset its password now. If you have never signed in, use the temporary password from your invitation email.';
      return SESSION_ENDED_MESSAGE;
    case 'InvalidPasswordException':
      // The local emulator's answer to a wrong password at sign-in; Cognito's to a password its policy refuses.
      if (context === 'signIn') return 'Incorrect email or password.';
      return `Cognito refused the password: ${detail || 'it does not meet the policy'}. ${passwordPolicyText()}`;
    case 'PasswordResetRequiredException':
      return 'This account must reset its password before signing in: use "Forgot password?".';
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return context === 'reset'
        ? 'That code is not right. Check the latest email and type its code again.'
        : 'That code is not right, or it has expired. Type the code your authenticator app shows now (it changes every 30 seconds).';
    case 'ExpiredCodeException':
      return 'That code has expired. Ask for a new one.';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'Too many attempts. Please wait a few minutes and try again.';
    case 'InvalidParameterException':
      return detail || 'Please check what you typed.';
    default:
      return detail || 'Something went wrong. Please try again.';
  }
}
