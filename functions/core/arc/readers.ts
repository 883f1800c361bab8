import { readSubscribers, type Subscriber } from '../../entities/subscriber';
import type { Deps } from '../../lib/deps';
import { getSubscriber, isActive } from '../mailing-list/subscribers';

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
