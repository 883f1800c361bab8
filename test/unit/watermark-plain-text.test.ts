import { describe, expect, it, vi } from 'vitest';
import { encodeInvisible, findInText } from '../../functions/core/ebooks/fingerprint';
import { markText, readTextMark, textMarkTolerance } from '../../functions/core/ebooks/text-mark';
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
const wordsOf = (text: string) => text.split(' ').length;

describe('the typographic mark over 1,000 simulated copies', () => {
  it('a normalised three-paragraph passage names its reader and never another one', () => {
    const random = seeded(29);
    const ids = Array.from({ length: COPIES }, () => Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join(''));
    expect(new Set(ids).size).toBe(COPIES);
    const results = ids.map((copyId) => {
      const marked = markText(CHAPTER, copyId).replace(/<p>/g, `<p>${encodeInvisible(copyId)}`);
      const start = Math.floor(random() * (PROSE.length - 2));
      const passage = asPlainText(paragraphsOfXhtml(marked, start, 3));
      return { copyId, start, words: wordsOf(passage), places: readTextMark(passage).length, zeroWidth: findInText(passage), named: findInText(passage, ids) };
    });

    // Normalised, no passage keeps the zero-width run: the first mark alone names no one.
    expect(results.filter((result) => result.zeroWidth.length)).toEqual([]);
    // Never another reader: not one passage names a copy other than its own.
    const falseAttributions = results.filter((result) => result.named.some((id) => id !== result.copyId));
    expect(falseAttributions).toEqual([]);
    // Every passage with the places the lookup needs among 1,000 copies (30, about 150 to 220 words
    // of prose) names its reader; shorter ones name no one rather than guess.
    const places = textMarkTolerance(30, COPIES) >= 0 && textMarkTolerance(29, COPIES) < 0 ? 30 : NaN;
    expect(places).toBe(30);
    const named = results.filter((result) => result.named.length === 1);
    expect(results.filter((result) => (result.places >= places) !== (result.named.length === 1))).toEqual([]);
    expect(named.length).toBeGreaterThan(COPIES / 3);
    console.info(
      `text mark over ${COPIES} copies: ${named.length} of ${COPIES} three-paragraph passages name their reader, ${falseAttributions.length} name another; ` +
        `${places} marked places needed; named passages ${Math.min(...named.map((result) => result.words))} to ${Math.max(...named.map((result) => result.words))} words; ` +
        `silent ones ${Math.min(...results.filter((result) => !result.named.length).map((result) => result.words))} to ${Math.max(...results.filter((result) => !result.named.length).map((result) => result.words))} words`,
    );
  });

  it('tolerates a leaker’s edit in a long passage, and names no one from the unmarked book', () => {
    const random = seeded(9);
    const ids = Array.from({ length: COPIES }, () => Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join(''));
    const passage = asPlainText(paragraphsOfXhtml(markText(CHAPTER, ids[7]!), 0, 4));
    // One word changed: the places around it read another context, so some disagree.
    const edited = passage.replace('pewter', 'lead');
    expect(edited).not.toBe(passage);
    expect(findInText(edited, ids)).toEqual([ids[7]]);
    expect(findInText(asPlainText(paragraphsOfXhtml(CHAPTER, 0, 4)), ids)).toEqual([]);
  });
});
