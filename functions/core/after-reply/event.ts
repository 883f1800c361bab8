import type { SignupInput } from '../mailing-list/signup';

/**
 * The work a reader's form does on the address it was given (reading who that is, writing,
 * sending), done after the form has replied: the same reply at the same speed whoever the
 * address is. Each kind names its form; the payload is all the work needs, as JSON (the cloud
 * carries it in an asynchronous invoke). This module is types and a test only: the dispatcher of
 * every route imports it, and loads the work itself (./work.ts) only for such an invoke.
 */
export type AfterReplyWork =
  { kind: 'signup'; input: Omit<SignupInput, 'honeypot'> } | { kind: 'library'; email: string; client: string };

/** What the function that does the work is invoked with (functions/http/dispatch.ts tells it from API Gateway's events). */
export interface AfterReplyEvent {
  afterReply: AfterReplyWork;
}

/** API Gateway's events never carry a top-level `afterReply`: only an invoke (under IAM) does. */
export const isAfterReplyEvent = (event: unknown): event is AfterReplyEvent =>
  typeof event === 'object' && event !== null && 'afterReply' in event;
