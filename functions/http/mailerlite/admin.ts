import { syncVoraciousReaders } from '../../core/mailerlite/sync-voracious-readers';
import { deps } from '../../lib/deps';
import { listMailerLiteGroups } from '../../core/mailerlite/list-groups';
import { addSubscriberToMailerLite } from '../../core/mailerlite/add-subscriber';
import { implementRoutes } from '../implement-routes';
import { mailerLiteRoutes } from '../../contract/routes/mailerlite';

export const handlers = implementRoutes(mailerLiteRoutes, 'admin', {
  syncVoraciousReaders: async () => syncVoraciousReaders(deps()),
  listMailerLiteGroups: async () => listMailerLiteGroups(deps()),
  addMailerLiteSubscriber: async ({ body }) => addSubscriberToMailerLite(deps(), body.email),
});
