import { useState } from 'react';
import type { DownloadLink, DownloadLinkError } from '@contract/downloads';
import { textLinkStyle } from '@frontend/components/buttons';
import { CopyButton } from '@frontend/components/copy-button';
import { StatusText } from '@frontend/components/status-text';
import { formatDateTime } from '@frontend/lib/format';
import { downloadsText as text } from '../texts';

export type GeneratedLink = DownloadLink | DownloadLinkError;

export const hasUrl = (link: GeneratedLink): link is DownloadLink => 'downloadUrl' in link && Boolean(link.downloadUrl);

/** Rows shown before "Show all". Links that failed come first, so none of them is hidden. */
const FIRST_ROWS = 100;

const smallButton =
  'inline-flex min-h-9 shrink-0 items-center justify-center gap-1.5 rounded-md border border-parchment-400/40 px-3 py-1.5 text-xs font-medium text-parchment-100 hover:border-ember-400 hover:text-ember-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-400';

function LinkRow({ link }: { link: GeneratedLink }) {
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-medium break-all text-parchment-100">{link.email}</p>
        {hasUrl(link) ? (
          <>
            <p className="font-mono text-xs break-all text-parchment-300">{link.downloadUrl}</p>
            <p className="text-xs text-parchment-400">{text.generate.expires(formatDateTime(link.expiresAt))}</p>
          </>
        ) : (
          <p className="text-sm">
            <StatusText tone="error">
              <strong>{text.generate.errorPrefix}</strong> {link.error}
            </StatusText>
          </p>
        )}
      </div>
      {hasUrl(link) ? (
        <CopyButton
          value={link.downloadUrl}
          label={text.copy.one}
          copiedLabel={text.copy.copied}
          accessibleLabel={text.copy.oneFor(link.email)}
          copied={text.toasts.linkCopied}
          failed={text.toasts.copyFailed}
          className={smallButton}
        />
      ) : null}
    </li>
  );
}

/** The generated links: each with its Copy button, or its error in red (with an icon and a label). */
export function LinkList({ links }: { links: GeneratedLink[] }) {
  const [showAll, setShowAll] = useState(false);
  const ordered = [...links.filter((link) => !hasUrl(link)), ...links.filter(hasUrl)];
  const shown = showAll ? ordered : ordered.slice(0, FIRST_ROWS);
  return (
    <div>
      <ul
        aria-label={text.generate.resultsLabel}
        className="divide-y divide-ink-800 rounded-md border border-ink-800 bg-ink-950/60 px-3"
      >
        {shown.map((link) => (
          <LinkRow key={link.email} link={link} />
        ))}
      </ul>
      {shown.length < ordered.length ? (
        <button type="button" onClick={() => setShowAll(true)} className={`mt-2 text-sm ${textLinkStyle}`}>
          Show all {ordered.length.toLocaleString('en-US')}
        </button>
      ) : null}
    </div>
  );
}
