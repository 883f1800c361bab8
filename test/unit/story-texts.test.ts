/**
 * The free stories' texts: every story of the seed (content/seed/stories.ts) has one (a sample of
 * at least 1,500 words until the author's own replaces it), a text past the cap is refused in
 * words, and none reaches the browser: the stories stay behind sign-up, so no file of the reader
 * build in frontend/dist (`npm test` builds before vitest runs), its /site-content.json included,
 * holds a sentence of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../bench/reader-js';
import { STORY_TEXT_MAX_BYTES, storySchema, storyTextSchema } from '../../content/schemas';
import { seedContent } from '../../content/seed/seed';
import { storyTexts } from '../../content/seed/story-texts';
import { shortStories } from '../../content/seed/stories';

const words = (paragraphs: readonly string[]) => paragraphs.join(' ').split(/\s+/).length;

describe('the free stories’ texts', () => {
  it('every story has a text; a sample is at least 1,500 words and says it is one', () => {
    for (const { id } of shortStories) {
      const text = storyTextSchema.parse(storyTexts[id]);
      if (text.sample) expect(words(text.paragraphs), id).toBeGreaterThanOrEqual(1_500);
    }
    expect(Object.keys(storyTexts).sort()).toEqual(shortStories.map(({ id }) => id).sort());
    for (const story of seedContent.stories) expect(storySchema.parse(story).text).toEqual(storyTexts[story.id]);
  });

  it('refuses a text past the cap, saying the cap and the text’s size in words she can act on', () => {
    const paragraph = 'She kept the lamps lit for forty years, and the canal kept its side of the bargain. '.repeat(40);
    const count = Math.ceil(STORY_TEXT_MAX_BYTES / paragraph.length) + 1;
    const result = storyTextSchema.safeParse({ sample: false, paragraphs: Array(count).fill(paragraph.trim()) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'paragraphs',
        `A story’s text can be at most about 50,000 words (330 KB); this one is ${Math.ceil((count * paragraph.trim().length) / 1000)} KB. Shorten it, or make it two stories.`,
      ],
    ]);
    expect(
      storyTextSchema.safeParse({ sample: false, paragraphs: Array(count - 2).fill(paragraph.trim()) }).success,
    ).toBe(true);
  });

  it('no file of the reader build holds a story’s text, only the teasers', () => {
    const files = readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(js|mjs|html|json)$/.test(file),
    );
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const built = files.map((file) => [file, readFileSync(join(DIST_DIR, file), 'utf8')] as const);
    // The teasers are on the public page: the build is the one that lists the stories.
    expect(built.some(([, code]) => code.includes('Elias Marr lit the lamps'))).toBe(true);
    const sentences = Object.values(storyTexts).flatMap(({ paragraphs }) =>
      paragraphs.flatMap((paragraph) => paragraph.split(/(?<=[.?!])\s+/)),
    );
    for (const [file, code] of built) {
      const leaked = sentences.find((sentence) => code.includes(sentence.slice(0, 60)));
      expect(leaked, file).toBeUndefined();
    }
  });
});
