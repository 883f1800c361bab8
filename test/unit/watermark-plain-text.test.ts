import { describe, expect, it, vi } from 'vitest';
import { encodeInvisible, findInText } from '../../functions/core/ebooks/fingerprint';
import { judgeTextMark, markText, readTextMark, textMarkPlacesNeeded } from '../../functions/core/ebooks/text-mark';
import { asPlainText, paragraphsOfXhtml } from '../support/leaked-copy';
import { PROSE } from '../support/prose';

/**
 * The typographic mark (issue 29 item 9) over 1,000 simulated copies: pure functions, seeded. Each
 * copy's chapter is marked as watermark.ts marks it (the typographic mark, then the zero-width run
 * in each paragraph); a reader copies three consecutive paragraphs, a tool normalises them (NFKC,
 * format characters removed, whitespace collapsed), and the lookup reads them against all 1,000.
 * The mark changes no letter, so a passage of short dialogue may be too short
 * to decide: the lookup says so, and names no one.
 */

vi.setConfig({ testTimeout: 120_000 });

/** mulberry32: the same copies and passages on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COPIES = 1000;
const CHAPTER = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head><title>Chapter 1</title></head>\n<body><h1>Chapter 1</h1>\n${PROSE.map((text) => `<p>${text}</p>`).join('\n')}\n</body></html>`;
/** The letters of a text, in order: a reader's search, dictionary and read-aloud voice work on these. */
const lettersOf = (text: string) => text.match(/\p{L}/gu)!.join('');
const wordsOf = (text: string) => text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe('the typographic mark over 1,000 simulated copies', () => {
  const random = seeded(29);
  const ids = Array.from({ length: COPIES }, () =>
    Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join(''),
  );
  const copies = ids.map((copyId) => markText(CHAPTER, copyId).replace(/<p>/g, `<p>${encodeInvisible(copyId)}`));

  it('changes no letter of the chapter: every copy has the book’s letters, in order', () => {
    expect(new Set(ids).size).toBe(COPIES);
    const letters = lettersOf(CHAPTER);
    expect(copies.filter((copy) => lettersOf(copy) !== letters)).toEqual([]);
  });

  it('a normalised three-paragraph passage names its reader, or says it is too short to decide, and never names another one', () => {
    const passages = (paragraphs: number) =>
      ids.map((copyId, i) => {
        const passage = asPlainText(
          paragraphsOfXhtml(copies[i]!, Math.floor(random() * (PROSE.length - paragraphs + 1)), paragraphs),
        );
        const readings = readTextMark(passage);
        const verdict = judgeTextMark(readings, ids);
        return {
          copyId,
          words: wordsOf(passage),
          places: readings.length,
          zeroWidth: findInText(passage),
          named: 'named' in verdict ? verdict.named : undefined,
          tooShort: 'tooShort' in verdict ? verdict.tooShort : undefined,
        };
      });
    const three = passages(3);
    const five = passages(5);
    const all = [...three, ...five];

    // Normalised, no passage keeps the zero-width run: the first mark alone names no one.
    expect(all.filter((result) => result.zeroWidth.length)).toEqual([]);
    // Never another reader: not one passage names a copy other than its own.
    const falseAttributions = all.filter((result) => result.named?.some((id) => id !== result.copyId));
    expect(falseAttributions).toEqual([]);
    // Among 1,000 copies the lookup needs 30 marked places. A passage that has them names its
    // reader; one with fewer (short lines of dialogue, or few commas) is too short to decide, and says so.
    expect(textMarkPlacesNeeded(COPIES)).toBe(30);
    expect(all.filter((result) => result.places >= 30 && result.named?.join() !== result.copyId)).toEqual([]);
    expect(
      all.filter(
        (result) => result.places < 30 && !(result.tooShort?.places === result.places && result.tooShort.needed === 30),
      ),
    ).toEqual([]);
    const named = (results: typeof all) => results.filter((result) => result.named?.length);
    const tooShort = (results: typeof all) => results.filter((result) => result.tooShort);
    // This chapter's paragraphs carry enough for the longer half of its three-paragraph passages, and for every five-paragraph one.
    expect(named(three).length).toBeGreaterThan(COPIES * 0.4);
    expect(named(five)).toHaveLength(COPIES);
    const words = (results: typeof all) =>
      results.length
        ? `${Math.min(...results.map((result) => result.words))} to ${Math.max(...results.map((result) => result.words))} words`
        : 'none';
    console.info(
      `text mark over ${COPIES} copies: ${named(three).length} of ${COPIES} three-paragraph passages name their reader (${words(named(three))}), ` +
        `${tooShort(three).length} are too short to decide (${words(tooShort(three))}); ` +
        `${named(five).length} of ${COPIES} five-paragraph ones name theirs (${words(named(five))}); ` +
        `${falseAttributions.length} false attributions`,
    );
  });

  it('tolerates a leaker’s edit in a long passage, and names no one from the unmarked book', () => {
    const random = seeded(9);
    const ids = Array.from({ length: COPIES }, () =>
      Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join(''),
    );
    const passage = asPlainText(paragraphsOfXhtml(markText(CHAPTER, ids[7]!), 0, 4));
    // One word changed: the places around it read another context, so some disagree.
    const edited = passage.replace('pewter', 'lead');
    expect(edited).not.toBe(passage);
    expect(findInText(edited, ids)).toEqual([ids[7]]);
    expect(findInText(asPlainText(paragraphsOfXhtml(CHAPTER, 0, 4)), ids)).toEqual([]);
  });
});
