import { GROUP_VORACIOUS_READERS } from '../../contract/mailing-list';
import { listActiveSubscribers } from '../../core/mailing-list/subscribers';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('listVoraciousReaders', async () => {
  const subscribers = (await listActiveSubscribers(deps(), GROUP_VORACIOUS_READERS)).map((s) => s.email);
  return { subscribers, count: subscribers.length };
});
