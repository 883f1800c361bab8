import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { EpubcheckUnavailableError, runEpubcheck, type EpubcheckRun } from '../../functions/core/ebooks/epubcheck';

/** A run ended by its time limit while EPUBCheck was writing: the report is half a JSON document. */
const cutShort: EpubcheckRun = async ({ out }) => writeFile(out, '{"messages": [{"severity": "ERROR", "mess');

describe('an EPUBCheck report cut short', () => {
  it('says the check could not finish, never a JSON syntax error', async () => {
    const check = runEpubcheck('/nonexistent/book.epub', cutShort);
    await expect(check).rejects.toBeInstanceOf(EpubcheckUnavailableError);
    await expect(check).rejects.toThrow(/cut short/);
  });
});
