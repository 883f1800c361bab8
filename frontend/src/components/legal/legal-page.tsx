import type { LegalPage as Legal, PageMeta as Meta } from '@content/schemas';
import { uiText } from '@content/ui-text';
import { ContentSection } from '../content-section';
import { PageMeta } from '../page-meta';
import { textLinkStyle } from '../buttons';

/** Terms of Service and Privacy Policy: dates, intro, a table of contents, the sections, contact. */
export function LegalPage({ page, meta }: { page: Legal; meta: Meta }) {
  const labels = uiText.legal;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageMeta meta={meta} />
      <header>
        <h1 className="font-display text-4xl text-parchment-100 sm:text-5xl">{page.heading}</h1>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-parchment-400">
          <dt>{labels.effective}:</dt>
          <dd>
            <time dateTime={page.effectiveDateIso}>{page.effectiveDate}</time>
          </dd>
          <dt>{labels.lastUpdated}:</dt>
          <dd>
            <time dateTime={page.lastUpdatedIso}>{page.lastUpdated}</time>
          </dd>
        </dl>
      </header>

      <div className="mt-8 space-y-4 text-lg leading-relaxed text-parchment-200">
        {page.intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>

      <nav aria-labelledby="legal-contents" className="mt-10 rounded-lg border border-ink-800 bg-ink-900/60 p-5">
        <h2 id="legal-contents" className="text-xs font-semibold tracking-[0.2em] text-ember-300 uppercase">
          {labels.contents}
        </h2>
        <ol className="mt-3 space-y-1.5 text-sm">
          {page.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-parchment-300 underline-offset-4 hover:text-ember-300 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
          <li>
            <a href="#contact" className="text-parchment-300 underline-offset-4 hover:text-ember-300 hover:underline">
              {page.contact.heading}
            </a>
          </li>
        </ol>
      </nav>

      <div className="mt-12 space-y-12" data-testid="legal-sections">
        {page.sections.map((section) => (
          <ContentSection key={section.id} section={section} />
        ))}
      </div>

      <section
        id="contact"
        aria-labelledby="contact-heading"
        className="mt-12 scroll-mt-6 border-t border-ink-800 pt-10"
      >
        <h2 id="contact-heading" className="font-display text-2xl text-parchment-100 sm:text-3xl">
          {page.contact.heading}
        </h2>
        <p className="mt-4 leading-relaxed text-parchment-300">{page.contact.text}</p>
        <address className="mt-3 space-y-1 text-parchment-200 not-italic">
          <a href={`mailto:${page.contact.email}`} className={textLinkStyle}>
            {page.contact.email}
          </a>
          <p>{page.contact.location}</p>
        </address>
      </section>

      <p className="mt-12 text-sm text-parchment-400">{page.copyright}</p>
    </article>
  );
}
