import { previewCampaign } from '../../core/campaigns/campaigns';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('previewCampaign', async ({ body }) => previewCampaign(body));
