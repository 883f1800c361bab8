import type { SignupReply } from '../../contract/routes/mailing-list';
import type { Deps } from '../../lib/deps';
import { caughtByHoneypot, signupReply, type SignupInput } from '../mailing-list/signup';
import { startAfterReply } from './start';

/**
 * The reader forms that take an address a stranger may type: each replies with what depends on
 * nothing but the form (its per-client limit was taken before, by the route's middleware), and
 * hands the work on the address to run after the reply (`startAfterReply`).
 */

/** A sign-up (docs/SPEC.md §7 POST /api/newsletter/signup): the same reply whoever the address is. */
export async function signUp(deps: Deps, input: SignupInput): Promise<SignupReply> {
  const reply = signupReply(deps);
  if (caughtByHoneypot(input)) return reply;
  const { honeypot: _honeypot, ...work } = input;
  await startAfterReply(deps, { kind: 'signup', input: work });
  return reply;
}

/** "My books" posted: its link is emailed, if the address has orders, after the reply. */
export async function askForLibrary(deps: Deps, email: string, client: string): Promise<void> {
  await startAfterReply(deps, { kind: 'library', email, client });
}
