import { buttonStyles } from '@frontend/components/buttons';
import { CopyButton } from '@frontend/components/copy-button';
import { downloadsText as text } from '../texts';
import { FreeEbookSendStep } from './free-ebook-send-step';
import { hasUrl, LinkList, type GeneratedLink } from './link-list';

/** "email: link", one per line: pastes cleanly into a message, a note or a spreadsheet. */
const allLinksText = (links: GeneratedLink[]) =>
  links
    .filter(hasUrl)
    .map((link) => `${link.email}: ${link.downloadUrl}`)
    .join('\n');

export function CopyStep({ links }: { links: GeneratedLink[] | undefined }) {
  const copyable = links?.filter(hasUrl).length ?? 0;
  return (
    <FreeEbookSendStep
      number={4}
      title={text.copy.heading}
      explain={text.copy.explain}
      tone={copyable ? 'success' : 'neutral'}
      status={copyable ? text.copy.status.ready(copyable) : text.copy.status.idle}
    >
      {links?.length ? (
        <div className="space-y-3">
          <CopyButton
            value={allLinksText(links)}
            label={text.copy.all}
            copiedLabel={text.copy.copied}
            copied={text.toasts.allCopied(copyable)}
            failed={text.toasts.copyFailed}
            disabled={!copyable}
            className={`${buttonStyles.primary} disabled:opacity-60`}
          />
          <LinkList links={links} />
        </div>
      ) : null}
    </FreeEbookSendStep>
  );
}
