import { homeFactsOf, withMergeFields } from '../merge-fields';
import type { Author, Book, HomeWords } from '../schemas';

/**
 * The home page's words (and the Books page's intro) as drawn: hers (`page/home`) with her facts,
 * her town and her books' count filled in, on the site at `siteUrl`. What the links lead to and the
 * stories listed are the home page's code (frontend/src/app/routes/home.tsx).
 */
export const homePageOf = (
  content: { author: Author; books: readonly Book[]; pages: { home: HomeWords } },
  siteUrl: string,
): HomeWords => withMergeFields(content.pages.home, homeFactsOf(content, siteUrl));
