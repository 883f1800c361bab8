import { listNewsletters } from '../../core/newsletters/newsletters';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('listNewsletters', () => listNewsletters(deps()));
