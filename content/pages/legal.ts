import { withMergeFields, type MergeFacts } from '../merge-fields';
import type { LegalPage, LegalWords } from '../schemas';
import { copyrightOf } from '../site';

/** A date as the legal pages print it: `2025-07-26` → "July 26, 2025". */
export const printedDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * /terms-of-service or /privacy-policy as drawn (docs/SPEC.md §2): her words (`page/terms`,
 * `page/privacy`) with their merge fields filled in, their dates printed, and under the contact
 * block her address, her place and the copyright line, from her details.
 */
export function legalPageOf(words: LegalWords, facts: MergeFacts): LegalPage {
  const { heading, effectiveDate, lastUpdated, intro, sections, contact } = withMergeFields(words, facts);
  return {
    heading,
    effectiveDate: printedDate(effectiveDate),
    lastUpdated: printedDate(lastUpdated),
    effectiveDateIso: effectiveDate,
    lastUpdatedIso: lastUpdated,
    intro,
    sections,
    contact: { ...contact, email: facts.email, location: facts.place },
    copyright: copyrightOf(facts.name),
  };
}
