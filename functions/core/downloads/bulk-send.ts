import type { Template } from '@aws-sdk/client-sesv2';
import { deliverableTitle } from './ebook-title';
import { renderDownloadEmail } from '../../emails/download';
import type { Sender } from '../../emails/footer';
import type { BulkRecipient, BulkSendKind } from '../bulk-email/kind';
import { asTemplate, listLinkPlaceholders, placeholder } from '../bulk-email/template';
import { markFreeEbookSent, whoHadFreeEbook } from '../../entities/free-ebook';
import { listMailRecipients } from '../mailing-list/list-recipients';
import { formatExpiry } from './expiry';
import { libraryLinkOf } from '../sales/library-links';

/** The DefaultContent template of every SendBulkEmail call of a job about `title`. */
export function bulkDownloadTemplate(sender: Sender, title: string): Template {
  return asTemplate(
    renderDownloadEmail(sender, {
      title,
      libraryUrl: placeholder('libraryUrl'),
      expiresAt: placeholder('expiresAt'),
      ...listLinkPlaceholders,
    }),
  );
}

/** Why an "only readers who have not had it" send left a reader out (shown to the author). */
export const ALREADY_HAD = 'Already had this ebook';

/**
 * The free-ebook download send: the readers the author lists each get the download email with
 * a new link to their own library, saved with the chunk's claim (the link exists only if the
 * email may go); the library lists the ebook once SES accepted the email (`recordSent`).
 */
export const downloadSend: BulkSendKind = {
  content: async (deps, job, sender) => ({
    template: bulkDownloadTemplate(sender, await deliverableTitle(deps, job.filename!)),
    configurationSet: deps.mailConfigurationSet,
  }),
  async recipients(deps, job, emails) {
    const list = await listMailRecipients(deps, emails);
    const had = job.onlyNotHad ? await whoHadFreeEbook(deps, emails, job.filename!) : new Set<string>();
    return new Map(
      [...list].map(([email, reader]): [string, BulkRecipient] => {
        if ('skip' in reader) return [email, reader];
        if (had.has(email)) return [email, { skip: ALREADY_HAD }];
        const link = libraryLinkOf(deps, email);
        return [
          email,
          {
            values: { libraryUrl: link.url, expiresAt: formatExpiry(link.expiresAt), ...reader.links },
            store: [link.item],
          },
        ];
      }),
    );
  },
  // Who SES accepted has had the ebook: a later "only readers who have not had it" send skips them.
  recordSent: (deps, job, _subject, sent) =>
    markFreeEbookSent(
      deps,
      sent.map((mail) => mail.email),
      job.filename!,
      deps.now().toISOString(),
      'bulk-email',
    ),
};
