import { siteEmailsPieceSchema, type SiteEmailsPreview } from '../../contract/site-emails';
import { listLinkPlaceholders } from '../../emails/footer';
import { renderListEmail } from '../../emails/layout';
import { dreamTeamWelcome, mailingListWelcome } from '../../emails/welcome';
import type { Deps } from '../../lib/deps';
import { validationError } from '../../lib/validation-error';
import { formatExpiry } from '../downloads/expiry';
import { libraryLinkOf } from '../sales/library-links';
import { dreamTeamPage } from '@content/pages/dream-team';
import { mergeFactsOf } from '@content/merge-fields';
import { recentPublishedContent } from '../site-content/published-content';

/**
 * The Emails editor's preview: her welcomes from the words on her screen, signed by her as
 * published, for a reader of the name she gives, in the layout and footer readers get (their own
 * links as the mail service's placeholders; the library link one that opens nothing). Stores nothing.
 */
export async function previewWelcomes(
  deps: Deps,
  { body, readerName }: { body: unknown; readerName?: string | undefined },
): Promise<SiteEmailsPreview> {
  const parsed = siteEmailsPieceSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error, 'body');
  const words = parsed.data;
  const { author: sender, pages, stories } = await recentPublishedContent(deps);
  const from = { sender, siteUrl: deps.siteUrl };
  const reader = readerName?.trim() ? { name: readerName } : {};
  const link = libraryLinkOf(deps, '');
  const asSent = (name: string, content: ReturnType<typeof mailingListWelcome>) => ({
    name,
    ...renderListEmail(sender, { ...content, ...listLinkPlaceholders }),
  });
  return {
    emails: [
      asSent(
        'The mailing list’s welcome',
        mailingListWelcome(
          { ...from, words: words.listWelcome },
          reader,
          { url: link.url, expiresAt: formatExpiry(link.expiresAt) },
          stories,
        ),
      ),
      asSent(
        'The Dream Team’s welcome, to a reader also on the mailing list',
        dreamTeamWelcome(
          { ...from, words: words.dreamTeamWelcome },
          dreamTeamPage(pages['dream-team'], mergeFactsOf(sender, deps.siteUrl)),
          { ...reader, newsletter: true },
        ),
      ),
    ],
  };
}
