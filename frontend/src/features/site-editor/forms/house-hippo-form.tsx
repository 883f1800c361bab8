import { houseHippoVideoIdsSchema, type HouseHippoVideoIds } from '@content/schemas';
import { defineEditor } from '../editor-def';
import { group, note, textBox } from '../form-spec';
import { siteText } from '../texts';

const text = siteText.houseHippo;

/** The form holds each video as she gives it: its id, or its address as YouTube shows it. */
type VideoValues = Record<keyof HouseHippoVideoIds, string>;

/**
 * A video's id from what she pasted: the id itself, or a YouTube address (`watch?v=<id>`,
 * `youtu.be/<id>`, `/embed/<id>`, `/shorts/<id>`); empty is none. Anything else is kept as typed,
 * for the schema to refuse in words.
 */
export function youtubeIdOf(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  if (!/^https?:\/\//i.test(value)) return value;
  try {
    const url = new URL(value);
    const fromQuery = url.searchParams.get('v');
    if (fromQuery) return fromQuery;
    const segments = url.pathname.split('/').filter(Boolean);
    return url.hostname.endsWith('youtu.be') ? (segments[0] ?? value) : (segments.at(-1) ?? value);
  } catch {
    return value;
  }
}

const VIDEOS = ['original', 'challenge'] as const;

export const houseHippoEditor = defineEditor({
  schema: houseHippoVideoIdsSchema,
  fromBody: (ids): VideoValues => ({ original: ids.original ?? '', challenge: ids.challenge ?? '' }),
  toBody: (values) => Object.fromEntries(VIDEOS.map((video) => [video, youtubeIdOf(values[video])])),
  form: () => [
    note(text.intro),
    group(
      text.heading,
      VIDEOS.map((video) => textBox(video, text[video], { verbatim: true })),
    ),
  ],
});
