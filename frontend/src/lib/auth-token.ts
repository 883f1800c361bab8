/**
 * The seam between the API client and whatever signs the author in. The admin chunk registers
 * a provider backed by Amplify; reader pages never do, so they never load Amplify.
 */
export type AccessTokenProvider = () => Promise<string | null>;

let provider: AccessTokenProvider | null = null;

export function setAccessTokenProvider(next: AccessTokenProvider | null): void {
  provider = next;
}

export async function getAccessToken(): Promise<string | null> {
  return provider ? provider() : null;
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** What the admin does when the API refuses the session (401): back to the sign-in form, with the message. */
export type SessionEndedListener = (message: string) => void;

let sessionEndedListener: SessionEndedListener | null = null;
/** Reported before the admin listened (a refused refresh while the page starts): delivered when it does. */
let unheard: string | null = null;

export function setSessionEndedListener(next: SessionEndedListener | null): void {
  sessionEndedListener = next;
  if (next && unheard) {
    const message = unheard;
    unheard = null;
    next(message);
  }
}

export function reportSessionEnded(message: string): void {
  if (sessionEndedListener) sessionEndedListener(message);
  else unheard = message;
}
