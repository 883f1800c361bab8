import { createBrowserRouter } from 'react-router-dom';
import { routeTree } from './routes';

export function createRouter() {
  return createBrowserRouter(routeTree);
}
