import type { Link as ContentLink } from '@content/schemas';
import { buttonStyles } from '@frontend/components/buttons';
import { ExternalLink } from '@frontend/components/external-link';

/** The About page's Connect links: the author website, book-review site, bookstore, social network. */
export function ConnectLinks({ links }: { links: ContentLink[] }) {
  return (
    <ul className="mt-5 grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.href}>
          <ExternalLink href={link.href} className={`${buttonStyles.secondary} w-full`}>
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
