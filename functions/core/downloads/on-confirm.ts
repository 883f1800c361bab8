import { EBOOK_FILENAME } from '../../contract/constants';
import { FREE_EBOOK_DEFAULTS, type FreeEbookSettings } from '../../contract/downloads';
import { claimFreeEbook, releaseFreeEbook } from '../../entities/free-ebook';
import { putFreeEbookSettings, readFreeEbookSettings } from '../../entities/free-ebook-settings';
import type { Deps } from '../../lib/deps';
import { log } from '../../lib/log';
import { sendDownloadEmail } from './email';

/** The author's settings of the free ebook (the defaults until she changes them). */
export async function freeEbookSettingsOf(deps: Deps): Promise<FreeEbookSettings> {
  const stored = await readFreeEbookSettings(deps);
  return stored ? { sendOnConfirm: stored.sendOnConfirm } : FREE_EBOOK_DEFAULTS;
}

export async function setFreeEbookSettings(deps: Deps, settings: FreeEbookSettings): Promise<FreeEbookSettings> {
  await putFreeEbookSettings(deps, { ...settings, updatedAt: deps.now().toISOString() });
  return settings;
}

/**
 * A reader has confirmed: they are sent the free ebook, once, through the download email's own
 * path (its link leads to their library, which keeps it), unless the author switched this off. The claim in the reader's partition decides which of
 * any number of confirmations (at once, retried, pressed twice) sends; a send that fails gives the
 * claim back, so a later confirmation may try again. The reader is subscribed whatever happens
 * here, so a failure is logged, not returned.
 */
export async function sendFreeEbookOnConfirm(deps: Deps, email: string): Promise<void> {
  try {
    if (!(await freeEbookSettingsOf(deps)).sendOnConfirm) return;
    const claim = { email, filename: EBOOK_FILENAME, sentAt: deps.now().toISOString(), via: 'confirmation' as const };
    if (!(await claimFreeEbook(deps, claim))) return;
    try {
      await sendDownloadEmail(deps, { email, filename: EBOOK_FILENAME, record: false });
    } catch (error) {
      await releaseFreeEbook(deps, email, EBOOK_FILENAME);
      throw error;
    }
  } catch (error) {
    log.error('Free ebook not sent on confirmation', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
