import { DEFAULT_ARC_ROLE, type ArcRole } from '../../contract/arc';
import { GROUP_DREAM_TEAM } from '../../contract/mailing-list';
import { listApplicationItems, type ApplicationItem } from '../../entities/arc-application';
import { readSubscribers, type Subscriber } from '../../entities/subscriber';
import type { Deps } from '../../lib/deps';
import { getSubscriber, isActive, listActiveSubscribers } from '../mailing-list/subscribers';

/** The reader records the ARC team reads: whether each may be mailed. */
export { getSubscriber, isActive };

export async function readSubscribersFor(
  deps: Deps,
  emails: string[],
): Promise<Map<string, Pick<Subscriber, 'email' | 'status' | 'suppressed' | 'name'>>> {
  const unique = [...new Set(emails)];
  const found = await readSubscribers(deps, unique, ['status', 'suppressed', 'name']);
  return new Map(found.map((reader) => [reader.email, reader]));
}

export interface Member {
  email: string;
  name?: string;
  role: ArcRole;
  /** Absent for a member the author added or imported herself: she chose them, nobody applied. */
  application?: ApplicationItem;
}

/**
 * The Dream Team, defined once: the confirmed, unsuppressed readers on its list. The author's
 * approval of an application puts the reader on it and taking them off the team removes them; a
 * reader she adds or imports with the list is on it from the start; a reader may leave it from
 * their preference page. A newsletter to the Dream Team, the reader desk's list and the ARC team
 * count these same readers (the first two by the same list), and an ARC round invites them.
 */
export async function listMembers(deps: Deps): Promise<Member[]> {
  const [readers, applications] = await Promise.all([
    listActiveSubscribers(deps, GROUP_DREAM_TEAM),
    listApplicationItems(deps),
  ]);
  const byEmail = new Map(applications.map((application) => [application.email, application]));
  return readers.map((reader) => {
    const application = byEmail.get(reader.email);
    return {
      email: reader.email,
      ...(reader.name ? { name: reader.name } : {}),
      role: application?.role ?? DEFAULT_ARC_ROLE,
      ...(application ? { application } : {}),
    };
  });
}
