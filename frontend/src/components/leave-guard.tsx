import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmChoices, OpenedDialog } from './dialog';

const text = {
  title: 'Leave without saving?',
  description: 'Your latest changes are not saved. If you leave now, they are lost.',
  stay: 'Stay and keep editing',
  leave: 'Leave without saving',
  close: 'Close',
};

/** Where a click on `link` would take the app, or null when it stays on this page or leaves the site. */
function inAppTarget(link: HTMLAnchorElement): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  // Another site (closing the page asks through beforeunload), or a jump within this page.
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While `when` holds (an editor with unsaved words), asks before they are lost: a link followed
 * in the app (the editor's "Back", the admin's navigation) opens a dialog to stay or leave, and
 * closing or reloading the tab gets the browser's own question (beforeunload).
 *
 * React Router's useBlocker works only under its data router, which would add about 17 kB gzip
 * to every page of the app, the reader's blog post among them (test/unit/reader-bundle.test.ts);
 * the declarative router has no blocker, so the guard listens for the clicks itself, in the
 * capture phase, before the router's links see them. Back and Forward cannot be held that way: a
 * draft's words are saved as the editor closes instead (useAutosave), unless the author left by
 * "Leave without saving" here (`onLeave`).
 */
export function LeaveGuard({ when, onLeave }: { when: boolean; onLeave?: () => void }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<{ to: string; from: HTMLElement } | null>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const to = inAppTarget(link);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving({ to, from: link });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);

  return (
    <OpenedDialog
      open={leaving !== null}
      onOpenChange={(open) => !open && setLeaving(null)}
      returnFocus={leaving?.from ?? null}
      title={text.title}
      description={text.description}
      closeLabel={text.close}
    >
      <ConfirmChoices
        cancel={text.stay}
        confirm={text.leave}
        onConfirm={() => {
          if (!leaving) return;
          onLeave?.();
          void navigate(leaving.to);
        }}
      />
    </OpenedDialog>
  );
}
