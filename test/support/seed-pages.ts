import { mergeFactsOf } from '../../content/merge-fields';
import { dreamTeamPage } from '../../content/pages/dream-team';
import { houseHippoPage } from '../../content/pages/house-hippo';
import { legalPageOf } from '../../content/pages/legal';
import { seedContent } from '../../content/seed/seed';

/** The seed's page words as drawn on a site at `siteUrl` (her facts filled in): what a test expects to read. */
export function seedPages(siteUrl: string) {
  const { author, pages } = seedContent;
  const facts = mergeFactsOf(author, siteUrl);
  return {
    dreamTeam: dreamTeamPage(pages['dream-team'], facts),
    terms: legalPageOf(pages.terms, facts),
    privacy: legalPageOf(pages.privacy, facts),
    houseHippo: houseHippoPage(pages['house-hippo-words'], facts),
  };
}
