import type { Link as ContentLink } from '@content/schemas';
import { buttonStyles } from '@frontend/components/buttons';
import { ExternalLink } from '@frontend/components/external-link';
import { useAbsoluteUrl } from '@frontend/lib/site-content';

/**
 * The About page's Connect links: the author website, book-review site, bookstore, social network.
 * A path of her site (`/`, the author website) is shown as its absolute URL on the site's origin.
 */
export function ConnectLinks({ links }: { links: ContentLink[] }) {
  const absolute = useAbsoluteUrl();
  return (
    <ul className="mt-5 grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.href}>
          <ExternalLink
            href={link.href.startsWith('/') ? absolute(link.href) : link.href}
            className={`${buttonStyles.secondary} w-full`}
          >
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
