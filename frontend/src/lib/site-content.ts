import { createContext, use } from 'react';
import { mergeFactsOf, type MergeFacts } from '@content/merge-fields';
import { pageMetaOf } from '@content/page-table';
import { homePageOf } from '@content/pages/home';
import type { PublicSiteContent } from '@content/schemas';
import { absoluteUrl } from '@content/site';

/**
 * Her site as the pages draw it: the content she edits (author, links, books, series, the About
 * page, the stories' listing: never their texts), and which files the site holds (a book's generated cover has WebP renditions only when
 * `npm run art` made them). The renderer (render/render-site.tsx) gives it, for the build from the
 * seed and for publishing from the table, so no view imports the catalogue.
 */
export interface PublishedSite {
  content: PublicSiteContent;
  /**
   * The site's origin (`https://example.com`), which canonical links, Open Graph and JSON-LD are
   * absolute on: the renderer's (the stack's address when publishing, the build's stand-in).
   */
  siteUrl: string;
  hasFile: (sitePath: string) => boolean;
  /**
   * Her books on sale direct, the only ones with a Buy Direct button: the publisher's decision (sold
   * direct at a price, an EPUB linked in Books). None in the build's pages, which no EPUB is linked
   * to; a deploy's publish and the local stack's start render them again at once.
   */
  onSale: ReadonlySet<string>;
}

export const PublishedSiteContext = createContext<PublishedSite | undefined>(undefined);

/**
 * What the renderer writes beside the pages (`/site-content.json`): the app in the browser, which
 * the admin opens on a reader's page ("View the site"), draws those pages from it.
 */
export const PUBLISHED_SITE_PATH = '/site-content.json';
export interface PublishedSiteFile {
  content: PublicSiteContent;
  siteUrl: string;
  files: string[];
  onSale: string[];
}

export const publishedSiteOf = ({ content, siteUrl, files, onSale }: PublishedSiteFile): PublishedSite => {
  const held = new Set(files);
  return { content, siteUrl, hasFile: (sitePath) => held.has(sitePath), onSale: new Set(onSale) };
};

let published: Promise<PublishedSite> | undefined;
/** Fetched once, when the app first shows a reader's page (reader pages themselves never run the app). */
function loadPublishedSite(): Promise<PublishedSite> {
  published ??= fetch(PUBLISHED_SITE_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${PUBLISHED_SITE_PATH} answered ${response.status}`);
      return response.json() as Promise<PublishedSiteFile>;
    })
    .then(publishedSiteOf)
    .catch((error: unknown) => {
      published = undefined; // asked again on the next page
      throw error;
    });
  return published;
}

/** The site the page is drawn from: the renderer's, else (the app in the browser) the published one. */
export function usePublishedSite(): PublishedSite {
  return use(PublishedSiteContext) ?? use(loadPublishedSite());
}

/** The content she edits, as the page is drawn from it. */
export const useSiteContent = (): PublicSiteContent => usePublishedSite().content;

/** Her facts the words of her pages name by merge fields (`{name}`), as published, on the page's origin. */
export function useMergeFacts(): MergeFacts {
  const { content, siteUrl } = usePublishedSite();
  return mergeFactsOf(content.author, siteUrl);
}

/** The home page's words (and the Books page's intro) as published, her facts and books' count filled in. */
export function useHomePage() {
  const { content, siteUrl } = usePublishedSite();
  return homePageOf(content, siteUrl);
}

/** A site path as an absolute URL on the origin the page was rendered for. */
export function useAbsoluteUrl(): (path: string) => string {
  const { siteUrl } = usePublishedSite();
  return (path) => absoluteUrl(siteUrl, path);
}

/**
 * Her name where an island is drawn on its own (its props carry it: islands/parts.tsx), so a form
 * names her without fetching the site's content.
 */
export const AuthorNameContext = createContext<string | undefined>(undefined);

/** Her name as published: the texts that name her are functions of it (content/page-table.ts, content/ui-text.ts). */
export function useAuthorName(): string {
  // `use` may be called conditionally: an island given her name never fetches the site's content.
  return use(AuthorNameContext) ?? (use(PublishedSiteContext) ?? use(loadPublishedSite())).content.author.name;
}

/** The page table on her site: its titles and descriptions name her as published. */
export const usePageMeta = () => pageMetaOf(useAuthorName());
