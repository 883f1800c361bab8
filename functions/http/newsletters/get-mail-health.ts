import { mailHealthOf } from '../../core/newsletters/mail-health';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('getMailHealth', () => mailHealthOf(deps()));
