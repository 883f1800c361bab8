import type { ReactNode } from 'react';
import { uiText } from '@content/ui-text';
import { BackToTop } from '../back-to-top/back-to-top';
import { PAGES_WITHOUT_MAILING_LIST_BUTTON, PAGES_WITHOUT_NEWSLETTER_PROMPT } from '../chrome-constants';
import { MailingListButton } from '../mailing-list-button/mailing-list-button';
import { useCurrentPage } from './use-current-page';

/**
 * The reader's quick actions: the newsletter prompt, the mailing-list button and back-to-top.
 * From the `2xl` width (1536 px) they float where the page's widest column (72 rem) leaves room
 * for them (12 rem each side): the prompt at the bottom left, back-to-top above the mailing-list
 * button at the bottom right. Narrower, the page's text comes too near the edges (on a phone it
 * reaches them), so anything floating would sit over it: there they are a row in the page's flow,
 * after its content and before the footer, back-to-top last so its showing moves nothing (docs/product-decisions.md, "Floating controls"). Plain HTML that the
 * chrome's script serves (islands/chrome.ts); only the prompt's form part is React.
 */
export function FloatingDock({ newsletterPrompt }: { newsletterPrompt?: ReactNode }) {
  const pathname = useCurrentPage();
  // The author's own tools are no place to invite the author to the mailing list.
  const onAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  const showPrompt = newsletterPrompt && !onAdmin && !PAGES_WITHOUT_NEWSLETTER_PROMPT.includes(pathname);
  const showMailingList = !onAdmin && !PAGES_WITHOUT_MAILING_LIST_BUTTON.includes(pathname);
  // A labelled landmark, so nothing on the page sits outside one.
  return (
    <aside
      aria-label={uiText.floatingControls}
      className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-3 px-4 py-6 2xl:p-0"
    >
      {showPrompt ? (
        <div className="pointer-events-none 2xl:fixed 2xl:bottom-4 2xl:left-4 2xl:z-30">{newsletterPrompt}</div>
      ) : null}
      <div className="pointer-events-none flex items-center gap-3 2xl:fixed 2xl:right-4 2xl:bottom-4 2xl:z-30 2xl:flex-col 2xl:items-end">
        <BackToTop />
        {showMailingList ? <MailingListButton /> : null}
      </div>
    </aside>
  );
}
