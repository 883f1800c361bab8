/**
 * Renders one public route of the same route tree the browser uses to HTML, from her site's
 * content, so crawlers and readers read each page without JavaScript (render-site.tsx makes the
 * whole file of each page around it).
 */
import { dehydrate, hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { listShortStories } from '../../../functions/core/stories/list-short-stories';
import { PageDataContext, type PageData } from '../app/page-data';
import { AppRoutes } from '../app/app-routes';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { routeTree, type LazyRouteHandle } from '../app/routes';
import { shortStoriesQuery } from '../features/short-stories/api';
import { IslandMarkersContext } from '../islands/island';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from '../islands/names';
import { islandParts } from '../islands/parts';
import { IslandRoot } from '../islands/render';
import { PublishedSiteContext, type PublishedSite } from '../lib/site-content';

/**
 * Reads whose answer is fixed when the site is rendered (her published content, not the database):
 * a page that asks for one is rendered with the data, and the data travels in the page so the
 * browser starts from it.
 */
const staticQueries: { queryKey: QueryKey; data: (site: PublishedSite) => unknown }[] = [
  { queryKey: shortStoriesQuery().queryKey, data: (site) => listShortStories(site.content.stories) },
];

export interface RenderedPage {
  /** What React hoisted into <head> (title, description, canonical, image preloads). */
  head: string;
  /** The markup of #root. */
  body: string;
  /** The cache entries the page was rendered with, or null when it used none. */
  queries: DehydratedState | null;
  /** The lazy page modules the page renders (keys of Vite's build manifest), for the HTML to preload. */
  modules: string[];
}

/**
 * The route modules (frontend/src/app/routes/), by their path under src/ as Vite's build manifest
 * names them. Bundled eagerly into this build-time renderer only: a route's lazy import then
 * answers the very component these modules export.
 */
const routeModules = import.meta.glob<Record<string, unknown>>('../app/routes/*.tsx', { eager: true });

/** The source of a route's component, as the build manifest names it (`src/app/routes/home.tsx`). */
function moduleOf(component: ComponentType): string {
  const found = Object.entries(routeModules).find(([, exports]) => Object.values(exports).includes(component));
  if (!found) throw new Error(`The component ${component.name} is not exported by a module of src/app/routes/`);
  return `src/${found[0].slice('../'.length)}`;
}

/**
 * Renders `path` of `site`, giving a page made from the catalogue (a book's page) its props, `data`.
 */
export async function renderPage(path: string, site: PublishedSite, data?: PageData): Promise<RenderedPage> {
  const handles = (matchRoutes(routeTree, path) ?? []).map(({ route }) => route.handle as LazyRouteHandle | undefined);
  const components = await Promise.all(handles.map((handle) => handle?.preload()));
  const modules = components.flatMap((component) => (component ? [moduleOf(component)] : []));
  const queryClient = createQueryClient();

  // The same tree as the browser's <App>, so #root holds exactly what it hydrates.
  const render = () =>
    renderDocument(
      <StrictMode>
        <IslandMarkersContext value>
          <AppProvider queryClient={queryClient}>
            <PublishedSiteContext value={site}>
              <PageDataContext value={data}>
                <StaticRouter location={path}>
                  <AppRoutes />
                </StaticRouter>
              </PageDataContext>
            </PublishedSiteContext>
          </AppProvider>
        </IslandMarkersContext>
      </StrictMode>,
    );

  let html = await render();
  // The first pass shows which queries the page reads (each sits pending in the cache); seed the
  // static ones and render again with their data.
  const seeded = seedStaticQueries(queryClient, site);
  if (seeded) html = await render();

  const queries = seeded ? timeless(dehydrate(queryClient)) : null;
  // Drops the entries and their 5-minute garbage-collection timers, which would keep Node running.
  queryClient.clear();
  const { head, body } = splitDocument(html, path);
  return { head, body: await fillIslands(body), queries, modules };
}

/**
 * The cache entries without the render's clock: a page's bytes follow its content alone, so a
 * publish that changed nothing writes nothing. The data never goes stale (staleTime Infinity).
 */
const timeless = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
});

const ISLAND_MARKER = new RegExp(
  `<div ${ISLAND_ATTRIBUTE}="([\\w-]+)"(?: ${ISLAND_PROPS_ATTRIBUTE}="([^"]*)")? class="contents"></div>`,
  'g',
);

/**
 * Writes each island (components/../islands/island.tsx) as the browser hydrates it: rendered
 * alone, in its own root, from islands/parts.tsx, with its props.
 */
async function fillIslands(body: string): Promise<string> {
  const markers = [...body.matchAll(ISLAND_MARKER)];
  const filled = await Promise.all(
    markers.map(async ([marker, name, props]) => {
      const part = await islandParts[name as IslandName]();
      const html = renderToString(
        <IslandRoot queryClient={createQueryClient()}>
          {part(props ? (JSON.parse(decodeAttribute(props)) as Record<string, unknown>) : {})}
        </IslandRoot>,
      );
      return marker.replace('></div>', `>${html}</div>`);
    }),
  );
  let index = 0;
  return body.replace(ISLAND_MARKER, () => filled[index++]!);
}

const decodeAttribute = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!,
  );

function seedStaticQueries(queryClient: ReturnType<typeof createQueryClient>, site: PublishedSite): boolean {
  let seeded = false;
  for (const query of queryClient.getQueryCache().getAll()) {
    const source = staticQueries.find((s) => hashKey(s.queryKey) === query.queryHash);
    if (source && query.state.status === 'pending') {
      queryClient.setQueryData(query.queryKey, source.data(site));
      seeded = true;
    }
  }
  return seeded;
}

const ROOT_OPEN = '<body><div id="root">';
const ROOT_CLOSE = '</div></body></html>';

/**
 * Renders the app inside a whole document so React hoists the page's <title>, <meta> and <link>
 * tags into <head> (rendered alone they would land inside #root), and waits for all Suspense content.
 */
async function renderDocument(app: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <html>
      <head />
      <body>
        <div id="root">{app}</div>
      </body>
    </html>,
    // Every Suspense boundary in place: React would otherwise move a large one (the page, in the
    // layout's boundary) to the end of the document, revealed by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

function splitDocument(html: string, path: string): Pick<RenderedPage, 'head' | 'body'> {
  const headStart = html.indexOf('<head>');
  const headEnd = html.indexOf('</head>');
  const rootStart = html.indexOf(ROOT_OPEN, headEnd);
  if (headStart < 0 || headEnd < headStart || rootStart !== headEnd + '</head>'.length || !html.endsWith(ROOT_CLOSE)) {
    throw new Error(`Prerendering ${path} gave a document of an unexpected shape: ${html.slice(0, 200)}…`);
  }
  return {
    head: html.slice(headStart + '<head>'.length, headEnd),
    body: html.slice(rootStart + ROOT_OPEN.length, html.length - ROOT_CLOSE.length),
  };
}
