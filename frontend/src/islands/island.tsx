import { createContext, use, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from './names';

/**
 * True while the build prerenders a reader page: an island is then written as an empty marker,
 * which the prerender fills with the island rendered as a root of its own (islands/render.tsx),
 * exactly as the browser hydrates it (a part rendered inside the whole page would get other
 * `useId` values than the same part hydrated alone).
 */
export const IslandMarkersContext = createContext(false);

/**
 * An interactive part of a reader page: the only HTML of a prerendered page that React
 * ever hydrates, on its own root and only when needed (islands/boot.ts). In the single-page app
 * (the admin, a blog post) it is a plain wrapper of `children`, which must render what
 * islands/parts.tsx renders for the same name and props.
 */
export function Island({ name, props, children }: { name: IslandName; props?: object; children: ReactNode }) {
  const markers = use(IslandMarkersContext);
  const attributes = {
    [ISLAND_ATTRIBUTE]: name,
    ...(props ? { [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) } : {}),
  };
  return (
    <div {...attributes} className="contents">
      {markers ? null : children}
    </div>
  );
}
