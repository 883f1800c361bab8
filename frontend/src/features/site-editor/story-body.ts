import { storySchema, type Story } from '@content/schemas';
import { bookIdFromTitle } from './book-body';
import { paragraphsOf, paragraphsText } from './form-paths';

/**
 * A free story as its editor holds it (its text as one box, a blank line between paragraphs) and
 * the body a save sends. Whether the text is still the site's sample is decided here, not asked:
 * it stays a sample only while its paragraphs are the sample's own, so saving her own words takes
 * the readers' "Sample text" note (and the launch checklist's entry) away.
 */
export interface StoryFormValues {
  id: string;
  title: string;
  genre: string;
  description: string;
  teaser: string;
  featured: boolean;
  editoriallyReviewed: boolean;
  /** Named as the body names it, so a refusal stands beside its field; empty for none. */
  reedyPromptsUrl: string;
  text: string;
  /** The sample's text as opened, while the story holds the site's stand-in; null once the text is hers. */
  sampleText: string | null;
  coverImage: string | null;
}

export const newStoryValues = (): StoryFormValues => ({
  id: '',
  title: '',
  genre: '',
  description: '',
  teaser: '',
  featured: false,
  editoriallyReviewed: false,
  reedyPromptsUrl: '',
  text: '',
  sampleText: null,
  coverImage: null,
});

export function storyFormValues({ text, reedyPromptsUrl, ...story }: Story): StoryFormValues {
  const typed = paragraphsText(text.paragraphs);
  return {
    ...story,
    // '#' was the seed's way of saying "none".
    reedyPromptsUrl: reedyPromptsUrl === null || reedyPromptsUrl === '#' ? '' : reedyPromptsUrl,
    text: typed,
    sampleText: text.sample ? typed : null,
  };
}

/** The id typed, else the one made from the title (a new story's, until she types her own). */
export const storyIdOf = (values: Pick<StoryFormValues, 'id' | 'title'>) =>
  values.id.trim() || bookIdFromTitle(values.title);

/** Whether the text in the box is still the sample's, paragraph for paragraph. */
export const isStillSample = ({ text, sampleText }: Pick<StoryFormValues, 'text' | 'sampleText'>) =>
  sampleText !== null && paragraphsText(paragraphsOf(text)) === paragraphsText(paragraphsOf(sampleText));

export function storyBody(values: StoryFormValues): Story {
  const { sampleText: _sampleText, text, reedyPromptsUrl, ...story } = values;
  return {
    ...story,
    id: storyIdOf(values),
    reedyPromptsUrl: reedyPromptsUrl.trim() || null,
    text: { sample: isStillSample(values), paragraphs: paragraphsOf(text) },
  };
}

/** A story's editor's way from its saved body to the form and back, and the schema that checks it. */
export const storyBodies = { schema: storySchema, fromBody: storyFormValues, toBody: storyBody };
