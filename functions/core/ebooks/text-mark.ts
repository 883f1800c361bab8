/**
 * A copy's second mark: a typographic one that survives plain text. The
 * zero-width fingerprint goes as soon as a passage is normalised as common tools do (NFKC,
 * format characters removed, whitespace collapsed); this mark is made of characters that all of
 * that keeps. At each marked place of the chapters the copy makes one of two choices:
 * - before a comma, full stop, semicolon, colon, ! or ? that follows a word, before an en or em
 *   dash between words, inside an opening or closing quotation mark: nothing, or a hair space
 *   (U+200A, about 1/24 em; never a new place to break a line);
 * - a hyphen inside a word: - or the Unicode hyphen ‐ (U+2010), the same glyph in most fonts;
 * - an apostrophe inside a word: ’ or the straight ' (a typewriter's);
 * - a double quotation mark: curly (“ or ”) or the straight " (which plain text cannot tell opening
 *   from closing, so where a straight one has a space on both sides only its form is read).
 * No letter of the book changes (a look-alike letter, Cyrillic or the modifier apostrophe ʼ, would
 * break the reading app's search, dictionary, spell check and read-aloud voice on its word), so a
 * passage with too few of those places to name a copy is too short to decide: the lookup says so.
 * Which one is a keyed bit: the parity of the copy id ANDed with a hash of the place's context
 * (the three words either side), so a passage carries it wherever it starts, and each place is
 * an independent coin toss for any other copy. The lookup reads the bits of a passage and names
 * a copy only when so few of them disagree with it that, among all the copies there are, a copy
 * matching that well by chance would be expected less than once in a million lookups.
 */

const CONTEXT_WORDS = 3;
const HAIR_SPACE = '\u200A';
/** After an opening quote the hair space is held to its word by a word joiner (a format character, so plain text drops it). */
const WORD_JOINER = '\u2060';
const OPENING = /[\u201C\u2018]/;
const CLOSING = /[\u201D\u2019]/;
/** A hyphen, an apostrophe: the character for bit 0, then for bit 1. */
const HYPHENS = ['-', '\u2010'] as const;
const APOSTROPHES = ['\u2019', "'"] as const;
/** A double quotation mark's forms: bit 0 is the curly one of its side, bit 1 the straight one. */
const DOUBLE_QUOTES = /["\u201C\u201D]/;
const STRAIGHT_QUOTE = '"';
const SPACED = /[,.;:!?\u2013\u2014]/;
/** A dash marks only where it touches the next word (a spaced dash is the source's style); the others only where no word follows ("3.5" and "e.g" are no places). */
const DASHES = /[\u2013\u2014]/;
const PLACE_CHARS = /[,.;:!?\-\u2013\u2014\u201C\u2018\u201D\u2019\u2010'"]/g;
const NON_ASCII = /[^\x00-\x7f]/;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
const LETTER = /\p{L}/u;
const FORMAT = /\p{Cf}/u;
const SPACE = /\s/;
/** Expected chance namings per lookup, across every copy there is: below one in a million. */
export const TEXT_MARK_FALSE_RATE = 1e-6;
/** Enough places for any decision; a longer passage reads only these. */
const MOST_PLACES = 256;

const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
const isLetterChar = (code: number, char: string) => (code < 0x80 ? isAsciiLetter(code) : LETTER.test(char));
const isWordChar = (code: number, char: string) =>
  code < 0x80 ? isAsciiLetter(code) || (code >= 0x30 && code <= 0x39) : WORD_CHAR.test(char);

/** Text as a normalising tool leaves it, each character with the span of the source it came from (-1: a separator). */
interface Plain {
  text: string;
  from: Int32Array;
  to: Int32Array;
}

function plainBuilder() {
  // Pieces joined once at the end; a source span per UTF-16 unit, in typed arrays that grow (a novel has millions).
  const pieces: string[] = [];
  let from = new Int32Array(1 << 16);
  let to = new Int32Array(1 << 16);
  let length = 0;
  const room = (more: number) => {
    if (length + more <= from.length) return;
    const size = Math.max(from.length * 2, length + more);
    const grownFrom = new Int32Array(size);
    const grownTo = new Int32Array(size);
    grownFrom.set(from);
    grownTo.set(to);
    from = grownFrom;
    to = grownTo;
  };
  const push = (start: number, end: number) => {
    room(1);
    from[length] = start;
    to[length++] = end;
  };
  let spaced = true; // at the start, or after a space: a space adds nothing
  const space = () => {
    if (spaced) return;
    spaced = true;
    pieces.push(' ');
    push(-1, -1);
  };
  const add = (chars: string, start: number, end: number) => {
    for (const char of chars) {
      const code = char.charCodeAt(0);
      if (code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || (code > 0x7f && SPACE.test(char))) {
        space();
        continue;
      }
      spaced = false;
      pieces.push(char);
      for (let unit = 0; unit < char.length; unit++) push(start, end);
    }
  };
  /** Printable ASCII other than a space, `<` or `&` from `start` to `end` of `source`: kept as it is, one source character each. */
  const asciiRun = (source: string, start: number, end: number) => {
    spaced = false;
    pieces.push(source.slice(start, end));
    room(end - start);
    for (let i = start; i < end; i++) {
      from[length] = i;
      to[length++] = i + 1;
    }
  };
  /** One source character (or entity), normalised alone: NFKC, format characters dropped, whitespace collapsed. */
  const char = (decoded: string, start: number, end: number) => {
    const code = decoded.charCodeAt(0);
    if (decoded.length === 1 && code < 0x80) add(decoded, start, end);
    else add([...decoded.normalize('NFKC')].filter((c) => !FORMAT.test(c)).join(''), start, end);
  };
  /** A block's edge (a paragraph's, a heading's): a space. */
  const block = space;
  const done = (): Plain => ({
    text: pieces.join(''),
    from: from.subarray(0, length),
    to: to.subarray(0, length),
  });
  return { add, asciiRun, block, char, done };
}

/** Printable ASCII that plain text keeps unchanged (no space, `<` or `&`): copied a run at a time. */
const ASCII_RUN = /[!-%'-;=?-~]+/y;

/** A passage as plain text. */
function plainOfText(text: string): Plain {
  const { char, done } = plainBuilder();
  for (let i = 0; i < text.length;) {
    const point = String.fromCodePoint(text.codePointAt(i)!);
    char(point, i, i + point.length);
    i += point.length;
  }
  return done();
}

const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  'ruby',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
const SKIPPED = new Set(['script', 'style']);
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201D',
  ldquo: '\u201C',
  mdash: '\u2014',
  ndash: '\u2013',
  hellip: '\u2026',
  shy: '\u00AD',
};
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/y;
const ENTITY = /&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);/y;

/** A content document's body text as a reader copies it: tags out (a block's edge is a space), entities read. */
function plainOfXhtml(xhtml: string): Plain {
  const { add, asciiRun, block, char, done } = plainBuilder();
  const body = /<body\b/i.exec(xhtml);
  if (!body) return done();
  const end = xhtml.search(/<\/body\s*>/i);
  const stop = end < 0 ? xhtml.length : end;
  for (let i = body.index; i < stop;) {
    const code = xhtml.charCodeAt(i);
    if (code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d) {
      add(' ', i, i + 1);
      i++;
      continue;
    }
    ASCII_RUN.lastIndex = i;
    if (code < 0x80 && ASCII_RUN.test(xhtml)) {
      const end = Math.min(ASCII_RUN.lastIndex, stop);
      asciiRun(xhtml, i, end);
      i = end;
      continue;
    }
    if (xhtml.startsWith('<!--', i) || xhtml.startsWith('<![CDATA[', i) || xhtml.startsWith('<?', i)) {
      const close = xhtml.startsWith('<!--', i) ? '-->' : xhtml.startsWith('<?', i) ? '?>' : ']]>';
      const at = xhtml.indexOf(close, i);
      i = at < 0 ? stop : at + close.length;
      continue;
    }
    if (xhtml[i] === '<') {
      TAG.lastIndex = i;
      const tag = TAG.exec(xhtml)?.[0];
      if (!tag) break;
      const name = /^<\/?([A-Za-z][\w:.-]*)/.exec(tag)?.[1]?.toLowerCase() ?? '';
      i += tag.length;
      if (SKIPPED.has(name) && !tag.startsWith('</') && !tag.endsWith('/>')) {
        const at = xhtml.toLowerCase().indexOf(`</${name}`, i);
        i = at < 0 ? stop : at;
        continue;
      }
      if (!INLINE.has(name)) block();
      continue;
    }
    if (xhtml[i] === '&') {
      ENTITY.lastIndex = i;
      const entity = ENTITY.exec(xhtml);
      if (entity) {
        const name = entity[1]!;
        const decoded = name.startsWith('#')
          ? String.fromCodePoint(
              parseInt(
                name.slice(name[1] === 'x' || name[1] === 'X' ? 2 : 1),
                name[1] === 'x' || name[1] === 'X' ? 16 : 10,
              ) || 0x20,
            )
          : NAMED[name];
        if (decoded) char(decoded, i, i + entity[0].length);
        i += entity[0].length;
        continue;
      }
    }
    const point = String.fromCodePoint(xhtml.codePointAt(i)!);
    char(point, i, i + point.length);
    i += point.length;
  }
  return done();
}

/** A marked place: its index in the plain text, its kind, the context that keys it, and the choice it shows. */
interface Place {
  at: number;
  kind: 'spaced' | 'opening' | 'closing' | 'hyphen' | 'apostrophe' | 'quote';
  key: string;
  bit: 0 | 1;
  /** A quotation mark's side, where it is known: its curly form for bit 0. */
  closing?: boolean;
}

/** The words of a plain text: their bounds, and each one's text as a key reads it (made on first use). */
interface Words {
  starts: number[];
  ends: number[];
  wordAt: (n: number) => string;
}

/** Both choices read alike in the words. */
const canonicalOf = (text: string) => text.replace(/\u2010/g, '-');

function wordsOf(canonical: string): Words {
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < canonical.length;) {
    const code = canonical.charCodeAt(i);
    const size = code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    if (!isWordChar(code, canonical.slice(i, i + size))) {
      i += size;
      continue;
    }
    starts.push(i);
    i += size;
    for (let next = canonical.charCodeAt(i); i < canonical.length; next = canonical.charCodeAt(i)) {
      const width = next >= 0xd800 && next <= 0xdbff ? 2 : 1;
      if (!isWordChar(next, canonical.slice(i, i + width))) break;
      i += width;
    }
    ends.push(i);
  }
  const read: string[] = [];
  const wordAt = (n: number) => {
    let word = read[n];
    if (word === undefined) {
      word = canonical.slice(starts[n], ends[n]);
      word = (NON_ASCII.test(word) ? word.normalize('NFKC') : word).toLowerCase();
      read[n] = word;
    }
    return word;
  };
  return { starts, ends, wordAt };
}

/**
 * The places of a plain text whose context lies whole inside it. A passage (`edges` 1) may begin
 * or end inside a word, so its first and last words are no context; a document's are.
 */
function placesOf(plain: Plain, edges: 0 | 1): Place[] {
  const { text } = plain;
  const canonical = canonicalOf(text);
  const words = wordsOf(canonical);
  const { starts } = words;
  const places: Place[] = [];
  let next = 0; // the first word that starts after the place
  const isWord = (i: number) => i >= 0 && i < canonical.length && isWordChar(canonical.charCodeAt(i), canonical[i]!);
  const isLetter = (i: number) =>
    i >= 0 && i < canonical.length && isLetterChar(canonical.charCodeAt(i), canonical[i]!);
  /** A straight quote's side: opening before a word, closing after one; unknown with a space on both sides or on neither. */
  const sideOf = (at: number, char: string) => {
    if (char === '\u201C') return 'opening';
    if (char === '\u201D') return 'closing';
    const before = at > 0 && text[at - 1] !== ' ';
    const after = at + 1 < text.length && text[at + 1] !== ' ';
    return before === after ? undefined : before ? 'closing' : 'opening';
  };
  PLACE_CHARS.lastIndex = 0;
  for (let found = PLACE_CHARS.exec(text); found; found = PLACE_CHARS.exec(text)) {
    const at = found.index;
    const char = found[0];
    const quote = DOUBLE_QUOTES.test(char);
    const side = quote ? sideOf(at, char) : undefined;
    let kind: Place['kind'] | undefined;
    let bit: 0 | 1 = 0;
    if (SPACED.test(char)) {
      if (DASHES.test(char) !== isWord(at + 1)) continue;
      if (isWord(at - 1)) bit = 0;
      else if (text[at - 1] === ' ' && isWord(at - 2)) bit = 1;
      else continue;
      kind = 'spaced';
    } else if (quote ? side === 'opening' : OPENING.test(char) && !isLetter(at - 1)) {
      if (isWord(at + 1)) kind = 'opening';
      else if (text[at + 1] === ' ' && isWord(at + 2)) [kind, bit] = ['opening', 1];
    } else if (
      quote ? side === 'closing' : CLOSING.test(char) && !(isLetter(at - 1) && isLetter(at + 1)) && !isWord(at + 1)
    ) {
      if (at > 0 && text[at - 1] !== ' ') kind = 'closing';
      else if (text[at - 1] === ' ' && at > 1 && text[at - 2] !== ' ') [kind, bit] = ['closing', 1];
    } else if ((char === HYPHENS[0] || char === HYPHENS[1]) && isLetter(at - 1) && isLetter(at + 1)) {
      kind = 'hyphen';
      bit = char === HYPHENS[1] ? 1 : 0;
    } else if ((char === APOSTROPHES[0] || char === APOSTROPHES[1]) && isLetter(at - 1) && isLetter(at + 1)) {
      kind = 'apostrophe';
      bit = char === APOSTROPHES[1] ? 1 : 0;
    }
    if (!kind && !quote) continue;
    while (next < starts.length && starts[next]! <= at) next++;
    const first = next - CONTEXT_WORDS;
    const last = next + CONTEXT_WORDS - 1;
    if (first < edges || last > starts.length - 1 - edges) continue;
    const context: string[] = [];
    for (let n = first; n <= last; n++) context.push(words.wordAt(n));
    const around = `${context.slice(0, CONTEXT_WORDS).join(' ')}|${context.slice(CONTEXT_WORDS).join(' ')}`;
    if (kind) places.push({ at, kind, bit, key: `${kind === 'spaced' ? canonical[at] : kind}|${around}` });
    if (quote)
      places.push({
        at,
        kind: 'quote',
        bit: char === STRAIGHT_QUOTE ? 1 : 0,
        key: `quote|${around}`,
        ...(side ? { closing: side === 'closing' } : {}),
      });
  }
  return places;
}

/** A 32-bit MurmurHash3 of the key's UTF-16 units: fast, and well mixed enough that distinct contexts toss independent coins. */
function murmur(key: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < key.length; i++) {
    let k = Math.imul(key.charCodeAt(i), 0xcc9e2d51);
    k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
    h ^= k;
    h = Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64;
  }
  h ^= key.length;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
/** A place's 64-bit vector, from its key. */
const vectorOf = (key: string): [number, number] => [murmur(key, 0x74657874), murmur(key, 0x6d61726b)];
const copyVector = (copyId: string): [number, number] => [
  parseInt(copyId.slice(0, 8), 16),
  parseInt(copyId.slice(8, 16), 16),
];
function parity(x: number): 0 | 1 {
  x ^= x >>> 16;
  x ^= x >>> 8;
  x ^= x >>> 4;
  return ((0x6996 >> (x & 0xf)) & 1) as 0 | 1;
}
const bitOf = (copy: [number, number], place: [number, number]) => parity((copy[0] & place[0]) ^ (copy[1] & place[1]));

/** A chapter's XHTML with the copy's choice made at each of its places (the source's own spelling elsewhere). */
export function markText(xhtml: string, copyId: string): string {
  const plain = plainOfXhtml(xhtml);
  const copy = copyVector(copyId);
  const places = placesOf(plain, 0);
  const edits: Edit[] = [];
  for (const place of places) {
    const wanted = bitOf(copy, vectorOf(place.key));
    if (wanted === place.bit) continue;
    const from = plain.from[place.at]!;
    const to = plain.to[place.at]!;
    // A space the source has is the source's own: only an absent one is added.
    if (place.kind === 'spaced' || place.kind === 'closing') {
      if (wanted === 1) edits.push({ from, to: from, text: HAIR_SPACE });
    } else if (place.kind === 'opening') {
      if (wanted === 1) edits.push({ from: to, to, text: HAIR_SPACE + WORD_JOINER });
    } else if (place.kind === 'quote') {
      // A straight quote of the source whose side is unknown stays as it is.
      if (wanted === 1) edits.push({ from, to, text: STRAIGHT_QUOTE });
      else if (place.closing !== undefined) edits.push({ from, to, text: place.closing ? '\u201D' : '\u201C' });
    } else edits.push({ from, to, text: (place.kind === 'apostrophe' ? APOSTROPHES : HYPHENS)[wanted] });
  }
  // A closing quote's hair space goes in before its new form.
  edits.sort((a, b) => a.from - b.from || a.to - b.to);
  const pieces: string[] = [];
  let copied = 0;
  for (const edit of edits) {
    pieces.push(xhtml.slice(copied, edit.from), edit.text);
    copied = edit.to;
  }
  pieces.push(xhtml.slice(copied));
  return pieces.join('');
}

interface Edit {
  from: number;
  to: number;
  text: string;
}

/** What a passage shows: one reading per distinct context (two that disagree are no reading). */
export interface TextMarkReading {
  vector: [number, number];
  bit: 0 | 1;
}

export function readTextMark(passage: string): TextMarkReading[] {
  const bits = new Map<string, 0 | 1 | null>();
  for (const place of placesOf(plainOfText(passage), 1)) {
    const seen = bits.get(place.key);
    bits.set(place.key, seen === undefined || seen === place.bit ? place.bit : null);
  }
  return [...bits]
    .filter((entry): entry is [string, 0 | 1] => entry[1] !== null)
    .slice(0, MOST_PLACES)
    .map(([key, bit]) => ({ vector: vectorOf(key), bit }));
}

/**
 * The most disagreements a copy may show and still be named, among `copies` copies: the largest t
 * with copies × P(Binomial(n, ½) ≤ t) ≤ TEXT_MARK_FALSE_RATE; -1 when the passage is too short for any.
 */
export function textMarkTolerance(places: number, copies: number): number {
  let term = 2 ** -places; // C(n, 0) / 2^n
  let tail = 0;
  let tolerance = -1;
  for (let t = 0; t <= places; t++) {
    tail += term;
    if (tail * Math.max(copies, 1) > TEXT_MARK_FALSE_RATE) break;
    tolerance = t;
    term = (term * (places - t)) / (t + 1);
  }
  return tolerance;
}

/** The fewest readings that can name one copy among `copies`: 30 among 1,000. */
export function textMarkPlacesNeeded(copies: number): number {
  let places = 0;
  while (textMarkTolerance(places, copies) < 0) places++;
  return places;
}

/** What a passage's readings decide among `copyIds`: the copies whose mark they show, or that they are too few to decide. */
export type TextMarkVerdict = { named: string[] } | { tooShort: { places: number; needed: number } };

export function judgeTextMark(readings: TextMarkReading[], copyIds: readonly string[]): TextMarkVerdict {
  const tolerance = textMarkTolerance(readings.length, copyIds.length);
  if (tolerance < 0) return { tooShort: { places: readings.length, needed: textMarkPlacesNeeded(copyIds.length) } };
  return {
    named: copyIds.filter((copyId) => {
      const copy = copyVector(copyId);
      let disagreements = 0;
      for (const reading of readings)
        if (bitOf(copy, reading.vector) !== reading.bit && ++disagreements > tolerance) return false;
      return true;
    }),
  };
}
