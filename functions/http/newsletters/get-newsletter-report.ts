import { newsletterReport } from '../../core/newsletters/send';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getNewsletterReport', ({ params }) => newsletterReport(deps(), params.id));
