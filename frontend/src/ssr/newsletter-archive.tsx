/**
 * Server-side rendering of the newsletter archive, for the `/newsletters` function
 * (the `newsletterArchivePage` route, functions/http/newsletters/public.ts): the list of the
 * newsletters sent and left public, drawn with the site's own list page, which the function sets
 * in the site's chrome (header, footer, islands), so the archive reads as a page of the site. Never hydrated: its links
 * are plain links to the newsletters' web versions.
 */
import { renderToString } from 'react-dom/server';
import { uiText } from '@content/ui-text';
import { buttonStyles } from '@frontend/components/buttons';
import { ListPageBody } from '@frontend/components/list-page';

export interface ArchiveEntry {
  subject: string;
  previewText: string;
  /** The web version's path. */
  url: string;
  /** When it went out, in words. */
  sentOn: string;
}

const text = uiText.newsletterArchive;

function EmptyArchive() {
  return (
    <div className="rounded-lg border border-ink-800 bg-ink-900/50 px-6 py-12 text-center">
      <h2 className="font-display text-3xl text-parchment-100">{text.emptyHeading}</h2>
      <p className="mx-auto mt-3 max-w-md text-parchment-300">{text.emptyText}</p>
      <a href={text.signUp.href} className={`mt-6 ${buttonStyles.primary}`}>
        {text.signUp.label}
      </a>
    </div>
  );
}

function NewsletterArchive({ entries, authorName }: { entries: ArchiveEntry[]; authorName: string }) {
  return (
    <ListPageBody text={{ heading: text.heading, intro: text.intro(authorName) }}>
      {entries.length ? (
        <ul className="max-w-3xl space-y-4">
          {entries.map((entry) => (
            <li key={entry.url}>
              <article className="rounded-lg border border-ink-800 bg-ink-900/50 p-5 sm:p-6">
                <p className="text-sm text-parchment-400">{entry.sentOn}</p>
                <h2 className="mt-1 font-display text-2xl text-parchment-100">
                  <a href={entry.url} className="break-words transition-colors hover:text-ember-400">
                    {entry.subject}
                  </a>
                </h2>
                {entry.previewText ? <p className="mt-2 text-parchment-300">{entry.previewText}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyArchive />
      )}
    </ListPageBody>
  );
}

/** The archive's markup: the public newsletters, newest first, or the empty state; its intro names her (`authorName`). */
export const newsletterArchiveHtml = (entries: ArchiveEntry[], authorName: string) =>
  renderToString(<NewsletterArchive entries={entries} authorName={authorName} />);
