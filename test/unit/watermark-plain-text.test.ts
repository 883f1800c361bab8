import { describe, expect, it, vi } from 'vitest';
import { encodeInvisible, findInText } from '../../functions/core/ebooks/fingerprint';
import { markText, readTextMark, textMarkTolerance, withLatinLetters } from '../../functions/core/ebooks/text-mark';
import { asPlainText, paragraphsOfXhtml } from '../support/leaked-copy';
import { PROSE } from '../support/prose';

/**
 * The typographic mark (issue 29 item 9) over 1,000 simulated copies: pure functions, seeded. Each
 * copy's chapter is marked as watermark.ts marks it (the typographic mark, then the zero-width run
 * in each paragraph); a reader copies three consecutive paragraphs, a tool normalises them (NFKC,
 * format characters removed, whitespace collapsed), and the lookup reads them against all 1,000.
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
/** The letters a passage shows as their Cyrillic twins (each is one UTF-16 unit, as its Latin letter). */
const twinsIn = (text: string) => {
  const latin = withLatinLetters(text);
  return [...text].filter((char, at) => char !== latin[at]).length;
};
const wordsOf = (text: string) => text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe('the typographic mark over 1,000 simulated copies', () => {
  it('a normalised three-paragraph passage names its reader, short lines of dialogue included, and never another one', () => {
    const random = seeded(29);
    const ids = Array.from({ length: COPIES }, () =>
      Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join(''),
    );
    expect(new Set(ids).size).toBe(COPIES);
    const copies = ids.map((copyId) => markText(CHAPTER, copyId).replace(/<p>/g, `<p>${encodeInvisible(copyId)}`));
    const passages = (paragraphs: number) =>
      ids.map((copyId, i) => {
        const passage = asPlainText(
          paragraphsOfXhtml(copies[i]!, Math.floor(random() * (PROSE.length - paragraphs + 1)), paragraphs),
        );
        return {
          copyId,
          words: wordsOf(passage),
          places: readTextMark(passage).length,
          twins: twinsIn(passage),
          zeroWidth: findInText(passage),
          named: findInText(passage, ids),
        };
      });
    const three = passages(3);
    const five = passages(5);

    // Normalised, no passage keeps the zero-width run: the first mark alone names no one.
    expect([...three, ...five].filter((result) => result.zeroWidth.length)).toEqual([]);
    // Never another reader: not one passage names a copy other than its own.
    const falseAttributions = [...three, ...five].filter((result) => result.named.some((id) => id !== result.copyId));
    expect(falseAttributions).toEqual([]);
    // Among 1,000 copies the lookup needs 30 marked places; where three paragraphs have too few
    // typographic ones (short lines of dialogue), twin letters make up the rest. Every passage names its reader.
    const needed = Array.from({ length: 64 }, (_, n) => n).find((n) => textMarkTolerance(n, COPIES) >= 0);
    expect(needed).toBe(30);
    expect([...three, ...five].filter((result) => result.places < needed!)).toEqual([]);
    expect([...three, ...five].filter((result) => result.named.length !== 1)).toEqual([]);
    // The twins are where they are needed, not everywhere: the short dialogue has them.
    expect(three.filter((result) => result.words < 80 && result.twins === 0)).toEqual([]);
    const twinsPerWord =
      three.reduce((sum, result) => sum + result.twins, 0) / three.reduce((sum, result) => sum + result.words, 0);
    expect(twinsPerWord).toBeLessThan(0.1);
    const words = (results: typeof three) =>
      `${Math.min(...results.map((result) => result.words))} to ${Math.max(...results.map((result) => result.words))} words`;
    console.info(
      `text mark over ${COPIES} copies: ${three.filter((result) => result.named.length === 1).length} of ${COPIES} three-paragraph passages name their reader (${words(three)}), ` +
        `${five.filter((result) => result.named.length === 1).length} of ${COPIES} five-paragraph ones (${words(five)}); ${falseAttributions.length} false attributions; ` +
        `${needed} places needed; ${(twinsPerWord * 100).toFixed(1)}% of the three-paragraph passages' words carry a twin letter`,
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
