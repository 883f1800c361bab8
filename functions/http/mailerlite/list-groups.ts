import { listMailerLiteGroups } from '../../core/mailerlite/list-groups';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('listMailerLiteGroups', async () => listMailerLiteGroups(deps()));
