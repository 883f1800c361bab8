import { routeHandler } from '../route-handler';
import { libraryFormPage } from './pages';

export const handler = routeHandler('libraryForm', async () => libraryFormPage());
