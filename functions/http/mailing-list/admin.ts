import { GROUP_VORACIOUS_READERS } from '../../contract/mailing-list';
import { listActiveSubscribers } from '../../core/mailing-list/subscribers';
import { deps } from '../../lib/deps';
import { implementRoutes } from '../implement-routes';
import { mailingListRoutes } from '../../contract/routes/mailing-list';

export const handlers = implementRoutes(mailingListRoutes, 'admin', {
  listVoraciousReaders: async () => {
    const subscribers = (await listActiveSubscribers(deps(), GROUP_VORACIOUS_READERS)).map((s) => s.email);
    return { subscribers, count: subscribers.length };
  },
});
