import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { describeFinding, epubcheckBytes } from '../../functions/core/ebooks/epubcheck';
import {
  encodeInvisible,
  findInOpf,
  findInText,
  newCopyId,
  opfIdentifier,
} from '../../functions/core/ebooks/fingerprint';
import { findFingerprint, NotAnEpubError, watermarkEpub } from '../../functions/core/ebooks/watermark';
import { asPlainText, exLibrisText, paragraphsOf, withoutExLibris } from '../support/leaked-copy';
import { makeEpub } from '../support/make-epub';
import { PROSE } from '../support/prose';

/** The watermark of a reader's copy (issue 16 item 4) and the fingerprint the leak lookup reads. */

// EPUBCheck: the file's first check starts its Java VM (infra/local/epubcheck-resident.ts), seconds, not milliseconds.
vi.setConfig({ testTimeout: 60_000 });

const mark = {
  copyId: newCopyId(),
  email: 'ann@example.com',
  name: 'Ann & Co',
  preparedAt: new Date('2026-11-24T15:00:00Z'),
};
const errorsOf = async (epub: Uint8Array) =>
  (await epubcheckBytes(epub)).findings.filter((f) => f.severity === 'error' || f.severity === 'fatal');
const textOf = (xhtml: string) => xhtml.replace(/<[^>]+>/g, ' ');
/** The letters of a text, in order. */
const lettersOf = (text: string) => text.match(/\p{L}/gu)!.join('');

describe('the fingerprint', () => {
  it('reads back from text and from the package identifier, and nothing from plain or damaged text', () => {
    const run = encodeInvisible(mark.copyId);
    expect(run).toHaveLength(36);
    expect(findInText(`The fog came ${run}in from the lake.`)).toEqual([mark.copyId]);
    expect(findInText('The fog came in from the lake.')).toEqual([]);
    expect(findInText(`The fog came ${run.slice(0, 35)}in.`)).toEqual([]);
    const flipped = (run[0] === '\u200B' ? '\u200C' : '\u200B') + run.slice(1);
    expect(findInText(`x ${flipped}y`)).toEqual([]);
    expect(findInOpf(`<dc:identifier>${opfIdentifier(mark.copyId)}</dc:identifier>`)).toEqual([mark.copyId]);
  });
});

describe.each(['3.0', '2.0'] as const)('a watermarked EPUB %s', (version) => {
  it('names the reader on a first page, carries the fingerprint in every chapter and the metadata, and stays valid', async () => {
    const source = makeEpub({ version, chapters: 3 });
    const marked = await watermarkEpub(source, mark);
    const files = unzipSync(marked);
    expect(Object.keys(files)[0]).toBe('mimetype');
    // Stored: the local header's compression method (bytes 8-9) is 0.
    expect(marked[8]).toBe(0);
    const opf = strFromU8(files['OEBPS/content.opf']!);
    const page = Object.keys(files).find((name) => name.includes('ex-libris'))!;
    expect(textOf(strFromU8(files[page]!))).toContain(
      'This copy was prepared for Ann &amp; Co ann@example.com on November 24, 2026.',
    );
    expect(/<spine[^>]*>\s*<itemref idref="([^"]+)"/.exec(opf)![1]).toBe(page.split('/').pop()!.replace('.xhtml', ''));
    expect(opf).toContain('unique-identifier="bookid"');
    for (const chapter of ['chapter-1', 'chapter-2', 'chapter-3'])
      expect(findInText(strFromU8(files[`OEBPS/${chapter}.xhtml`]!))).toEqual([mark.copyId]);
    expect(findInOpf(opf)).toEqual([mark.copyId]);
    expect(await errorsOf(source)).toEqual([]);
    expect(await errorsOf(marked)).toEqual([]);
  });
});

describe('finding the fingerprint', () => {
  it('in the file, in the file without its ex-libris page repacked, and nowhere in an unmarked book', async () => {
    async function* chunks(bytes: Uint8Array) {
      for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
    }
    const marked = await watermarkEpub(chunks(makeEpub({ imageBytes: 300_000 })), mark);
    expect((await findFingerprint(marked)).copyIds).toEqual([mark.copyId]);
    const repacked = withoutExLibris(marked);
    expect(exLibrisText(repacked)).toBe('');
    const found = await findFingerprint(repacked);
    expect(found.copyIds).toEqual([mark.copyId]);
    expect(found.places).toEqual(expect.arrayContaining(['OEBPS/chapter-1.xhtml', 'OEBPS/chapter-2.xhtml']));
    expect((await findFingerprint(makeEpub())).copyIds).toEqual([]);
    await expect(findFingerprint(new TextEncoder().encode('not a zip'))).rejects.toThrow(NotAnEpubError);
  });

  it('EPUBCheck names a broken chapter in words', async () => {
    const report = await epubcheckBytes(makeEpub({ brokenChapter: 1 }));
    expect(report.errors).toBeGreaterThan(0);
    expect(describeFinding(report.findings.find((f) => f.severity === 'error' || f.severity === 'fatal')!)).toMatch(
      /^(Fatal error|Error) in OEBPS\/chapter-1\.xhtml( \(line \d+\))?: /,
    );
  });
});

describe('a passage copied as plain text (issue 29 item 9)', () => {
  it('loses the zero-width fingerprint but still names its reader, and no one else, by the typographic mark; the copy stays valid', async () => {
    const source = makeEpub({ paragraphs: PROSE });
    const readers = Array.from({ length: 3 }, (_, i) => ({
      ...mark,
      copyId: newCopyId(),
      email: `reader${i}@example.com`,
    }));
    const copies = await Promise.all(readers.map((reader) => watermarkEpub(source, reader)));
    const ids = readers.map((reader) => reader.copyId);
    copies.forEach((copy, i) => {
      // The first three paragraphs, as a reader copies them and a tool normalises them.
      const copied = paragraphsOf(copy, 0, 3);
      expect(findInText(copied)).toEqual([ids[i]]);
      const plain = asPlainText(copied);
      expect(plain).toMatch(/^The ferry left Port Colborne at six ?, and/);
      expect(findInText(plain)).toEqual([]);
      expect(findInText(plain, ids)).toEqual([ids[i]]);
    });
    // No letter differs from the book's: a reading app's search, dictionary and
    // read-aloud voice meet the author's words in every chapter of every copy.
    const sourceFiles = unzipSync(source);
    for (const copy of copies)
      for (const [name, data] of Object.entries(unzipSync(copy)).filter(([name]) => /chapter-\d+\.xhtml$/.test(name)))
        expect(lettersOf(strFromU8(data)), name).toBe(lettersOf(strFromU8(sourceFiles[name]!)));
    // The book itself, and a passage too short to tell (one paragraph), name no one.
    expect(findInText(asPlainText(paragraphsOf(source, 0, 3)), ids)).toEqual([]);
    expect(findInText(asPlainText(paragraphsOf(copies[0]!, 1, 1)), ids)).toEqual([]);
    expect(await errorsOf(copies[0]!)).toEqual([]);
    expect(await errorsOf(await watermarkEpub(makeEpub({ paragraphs: PROSE, version: '2.0' }), readers[1]!))).toEqual(
      [],
    );
  });
});
