import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { footer } from '@content/navigation';
import type { PublicSiteContent } from '@content/schemas';
import { uiText } from '@content/ui-text';
import { useSiteContent } from '../../lib/site-content';
import { SectionLink } from '../nav/section-link';

/**
 * The book-review site, bookstore and social network, then any other social account the author
 * has filled in. Placeholder accounts are hidden, and a link already listed is not repeated.
 */
function onlineLinks({ author, links: external }: PublicSiteContent): { label: string; href: string }[] {
  const links = [external.goodreads, external.amazon, external.facebook, ...Object.values(author.social)].filter(
    (link) => !link.placeholder,
  );
  return links.filter((link, index) => links.findIndex((other) => other.href === link.href) === index);
}

const linkClass =
  'rounded text-parchment-300 underline-offset-4 transition-colors hover:text-ember-400 hover:underline';

/** The site footer (docs/SPEC.md §2): legal links, social and external links, copyright. */
export function SiteFooter() {
  const content = useSiteContent();
  return (
    <footer className="render-when-near border-t border-ink-800 bg-ink-950 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Link to="/" className="font-display text-lg text-parchment-100 hover:text-ember-400">
            {content.author.name}
          </Link>
          <p className="mt-3 max-w-md text-parchment-400">{footer.blurb(content.author)}</p>
          <SectionLink
            to={footer.freeStoriesLink.href}
            className={`mt-3 inline-block py-0.5 text-ember-400 ${linkClass}`}
          >
            {footer.freeStoriesLink.label} <span aria-hidden="true">→</span>
          </SectionLink>
        </div>
        <FooterLinks heading={footer.onlineHeading}>
          {onlineLinks(content).map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {link.label}
                <span className="sr-only"> {uiText.newTabHint}</span>
              </a>
            </li>
          ))}
        </FooterLinks>
        <FooterLinks heading={footer.legalHeading}>
          {footer.legalLinks.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterLinks>
      </div>
      <p className="border-t border-ink-800 px-4 pt-5 pb-6 text-center text-xs text-parchment-400">
        {footer.copyright(content.author.name)}
      </p>
    </footer>
  );
}

function FooterLinks({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-xs font-semibold tracking-[0.2em] text-parchment-400 uppercase">{heading}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </nav>
  );
}
