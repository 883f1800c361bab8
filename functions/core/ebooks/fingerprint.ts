import { randomBytes } from 'node:crypto';
import { judgeTextMark, readTextMark } from './text-mark';

/**
 * A copy's fingerprint: a random 64-bit copy id, written twice over.
 * - In text, as a run of 36 zero-width characters (2 bits each: the id's 32, then an 8-bit
 *   checksum's 4). Reading apps show nothing, and a passage copied from the book carries it.
 * - In the package metadata, as an extra dc:identifier shaped like a UUID around the id.
 * A run of another length, or with a wrong checksum, is not a fingerprint. Text normalised as plain
 * text loses the run; the chapters' typographic mark (text-mark.ts) stays.
 */

export const COPY_ID_PATTERN = /^[0-9a-f]{16}$/;
export const newCopyId = () => randomBytes(8).toString('hex');

const SYMBOLS = ['\u200B', '\u200C', '\u200D', '\u2060'] as const;
const RUN_LENGTH = 36;
const RUNS = new RegExp(`[${SYMBOLS.join('')}]+`, 'g');

const bytesOf = (copyId: string) => Uint8Array.from(copyId.match(/../g)!.map((pair) => parseInt(pair, 16)));
const checksum = (bytes: Uint8Array) => bytes.reduce((sum, byte, i) => (sum + byte * (i + 1)) & 0xff, 0x5a);

export function encodeInvisible(copyId: string): string {
  const bytes = bytesOf(copyId);
  return [...bytes, checksum(bytes)]
    .map((byte) => [6, 4, 2, 0].map((shift) => SYMBOLS[(byte >> shift) & 3]).join(''))
    .join('');
}

function decodeRun(run: string): string | undefined {
  if (run.length !== RUN_LENGTH) return undefined;
  const bytes: number[] = [];
  for (let i = 0; i < run.length; i += 4) {
    bytes.push(
      [...run.slice(i, i + 4)].reduce(
        (byte, symbol) => (byte << 2) | SYMBOLS.indexOf(symbol as (typeof SYMBOLS)[number]),
        0,
      ),
    );
  }
  const id = Uint8Array.from(bytes.slice(0, 8));
  if (checksum(id) !== bytes[8]) return undefined;
  return Buffer.from(id).toString('hex');
}

/**
 * Every distinct copy id whose run is in `text` (a pasted passage, or a content document's source);
 * when no run survives, those of `copyIds` whose typographic mark the text shows.
 */
export function findInText(text: string, copyIds: readonly string[] = []): string[] {
  const ids = new Set<string>();
  for (const [run] of text.matchAll(RUNS)) {
    const id = decodeRun(run);
    if (id) ids.add(id);
  }
  if (ids.size || !copyIds.length) return [...ids];
  const verdict = judgeTextMark(readTextMark(text), copyIds);
  return 'named' in verdict ? verdict.named : [];
}

/** The UUID-shaped identifier: a fixed namespace before and after the id, so it reads as any book id. */
const NAMESPACE = 'a7c0f1e2';
export const opfIdentifier = (copyId: string) =>
  `urn:uuid:${NAMESPACE}-${copyId.slice(0, 4)}-${copyId.slice(4, 8)}-${copyId.slice(8, 12)}-${copyId.slice(12)}${NAMESPACE}`;
const OPF_PATTERN = new RegExp(`${NAMESPACE}-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})${NAMESPACE}`, 'g');

export function findInOpf(opf: string): string[] {
  return [...new Set([...opf.matchAll(OPF_PATTERN)].map((match) => match.slice(1, 5).join('')))];
}
