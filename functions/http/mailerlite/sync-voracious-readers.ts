import { syncVoraciousReaders } from '../../core/mailerlite/sync-voracious-readers';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('syncVoraciousReaders', async () => syncVoraciousReaders(deps()));
