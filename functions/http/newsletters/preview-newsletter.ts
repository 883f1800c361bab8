import { previewNewsletter } from '../../core/newsletters/newsletters';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('previewNewsletter', async ({ body }) => previewNewsletter(body));
