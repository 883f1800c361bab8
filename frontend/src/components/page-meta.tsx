import type { PageMeta as Meta } from '@content/schemas';
import { useAbsoluteUrl } from '../lib/site-content';

/**
 * A page's title, description, canonical link and robots rule (from content/page-table.ts). React 19
 * hoists these into <head>, in the browser and when a page is rendered to HTML at build time,
 * so crawlers see them without JavaScript.
 */
export function PageMeta({ meta }: { meta: Pick<Meta, 'title' | 'description' | 'canonical' | 'noindex'> }) {
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : <Canonical path={meta.canonical} />}
    </>
  );
}

/** Apart, so that a page crawlers skip (an admin screen) never asks for the published site's origin. */
function Canonical({ path }: { path: string }) {
  const absolute = useAbsoluteUrl();
  return <link rel="canonical" href={absolute(path)} />;
}
