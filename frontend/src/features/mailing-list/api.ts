import type { ArcRole } from '@contract/constants';
import { useMutation } from '@tanstack/react-query';
import { uiText } from '@content/ui-text';
import type { BodyOf } from '@contract/routes';
import { HONEYPOT_FIELD, type SignupSource } from '@contract/mailing-list';
import { ApiError, callApi } from '../../lib/api';

/** What a sign-up form collects. `honeypot` is the hidden field only bots fill in. */
export interface SignupInput {
  email: string;
  name: string;
  source: SignupSource;
  honeypot: string;
  /** The Dream Team page sends null (docs/SPEC.md §3); other forms leave it out. */
  readerMagnetId?: string | null;
  /** The Dream Team page: the role the applicant asks for. */
  role?: ArcRole;
  /** The Dream Team page: the applicant asked for the newsletter too. */
  newsletter?: boolean;
}

export type SignupBody = BodyOf<'mailingListSignup'>;

/** The request body (docs/SPEC.md §3): `name` left out when empty, the honeypot only when a bot filled it. */
export function signupBody({
  email,
  name,
  source,
  honeypot,
  readerMagnetId,
  role,
  newsletter,
}: SignupInput): SignupBody {
  const trimmedName = name.trim();
  return {
    email: email.trim(),
    ...(trimmedName ? { name: trimmedName } : {}),
    source,
    ...(readerMagnetId !== undefined ? { readerMagnetId } : {}),
    ...(role ? { role } : {}),
    ...(newsletter ? { newsletter } : {}),
    ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
  };
}

/** `POST /api/newsletter/signup`, shared by the prompt modal, the sign-up page and the Dream Team page. */
export function useMailingListSignup() {
  return useMutation({
    mutationFn: (input: SignupInput) => callApi('mailingListSignup', { body: signupBody(input) }),
  });
}

/** docs/SPEC.md §8: the server's `message`, or "Signup failed" when it sent none (or could not be reached). */
export function signupFailureText(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : uiText.signup.failedFallback;
}
