import type { ReactNode } from 'react';
import { uiText } from '@content/site';
import { BackToTop } from '../back-to-top/back-to-top';
import { PAGES_WITHOUT_MAILING_LIST_BUTTON, PAGES_WITHOUT_NEWSLETTER_PROMPT } from '../chrome-constants';
import { MailingListButton } from '../mailing-list-button/mailing-list-button';
import { useCurrentPage } from './use-current-page';

/**
 * The controls that float over the page, placed so they never overlap: the newsletter prompt at
 * the bottom left; back-to-top above the mailing-list button at the bottom right. Plain HTML that
 * the chrome's script serves (islands/chrome.ts); only the prompt's form part is React.
 */
export function FloatingDock({ newsletterPrompt }: { newsletterPrompt?: ReactNode }) {
  const pathname = useCurrentPage();
  // The author's own tools are no place to invite the author to the mailing list.
  const onAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  const showPrompt = newsletterPrompt && !onAdmin && !PAGES_WITHOUT_NEWSLETTER_PROMPT.includes(pathname);
  const showMailingList = !onAdmin && !PAGES_WITHOUT_MAILING_LIST_BUTTON.includes(pathname);
  // A labelled landmark, so nothing on the page sits outside one.
  return (
    <aside aria-label={uiText.floatingControls}>
      {showPrompt ? <div className="pointer-events-none fixed bottom-4 left-4 z-30">{newsletterPrompt}</div> : null}
      <div className="pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3">
        <BackToTop />
        {showMailingList ? <MailingListButton /> : null}
      </div>
    </aside>
  );
}
