import { useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/route-error';
import { routeTree } from './routes';

/**
 * The route tree rendered for the current location: in the browser under <BrowserRouter>, at
 * build time under <StaticRouter> (entry-prerender.tsx). The outer boundary catches what fails in
 * the layout itself; a page's error shows inside the layout (components/layout/site-layout.tsx).
 */
export function AppRoutes() {
  const element = useRoutes(routeTree);
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
