import type { Deps } from '../../lib/deps';
import { signUpWork } from '../mailing-list/signup';
import { requestLibrary } from '../sales/library';
import type { AfterReplyWork } from './event';

/** Does a form's work on its address (./event.ts), after the form has replied. */
export async function runAfterReply(deps: Deps, work: AfterReplyWork): Promise<void> {
  switch (work.kind) {
    case 'signup':
      return signUpWork(deps, work.input);
    case 'library':
      return requestLibrary(deps, work.email, work.client);
  }
}
