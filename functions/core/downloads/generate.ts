import {
  emailAddress,
  PER_SUBSCRIBER_LINK_HOURS,
  SHARED_LINK_HOURS,
  type DownloadLink,
  type DownloadLinkError,
  type EbookFilename,
} from '../../contract/downloads';
import type { Deps } from '../../lib/deps';
import { newLink, saveLinks, type NewLink } from './links';

/** The three link-making calls of the download campaign page (docs/SPEC.md §7). */

const HOUR_SECONDS = 60 * 60;

function linkReply(email: string, link: NewLink): DownloadLink {
  return {
    email,
    downloadUrl: link.url,
    expiresIn: PER_SUBSCRIBER_LINK_HOURS * HOUR_SECONDS,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** One subscriber's link, valid PER_SUBSCRIBER_LINK_HOURS. */
export async function generateSubscriberLink(
  deps: Deps,
  input: { email: string; filename: EbookFilename },
): Promise<DownloadLink> {
  const { email } = input;
  const link = newLink(deps, {
    kind: 'subscriber',
    email,
    filename: input.filename,
    hours: PER_SUBSCRIBER_LINK_HOURS,
    source: 'link',
  });
  await saveLinks(deps, [link]);
  return linkReply(email, link);
}

/**
 * A link per distinct address (compared case-insensitively, first spelling kept, in the order
 * given). An invalid address gets an entry with its error, and the others still get links.
 */
export async function generateSubscriberLinks(
  deps: Deps,
  input: { subscribers: string[]; filename: EbookFilename },
): Promise<{ links: (DownloadLink | DownloadLinkError)[]; count: number }> {
  const seen = new Set<string>();
  const entries: ({ email: string; link: NewLink } | DownloadLinkError)[] = [];
  for (const given of input.subscribers) {
    const parsed = emailAddress.safeParse(given);
    const key = parsed.success ? parsed.data : given.trim();
    if (seen.has(key)) continue;
    seen.add(key);
    if (!parsed.success) {
      entries.push({ email: given, error: `"${given}" is not a valid email address, so no link was made for it.` });
      continue;
    }
    entries.push({
      email: key,
      link: newLink(deps, {
        kind: 'subscriber',
        email: key,
        filename: input.filename,
        hours: PER_SUBSCRIBER_LINK_HOURS,
        source: 'link',
      }),
    });
  }
  await saveLinks(
    deps,
    entries.flatMap((entry) => ('link' in entry ? [entry.link] : [])),
  );
  const links = entries.map((entry) => ('link' in entry ? linkReply(entry.email, entry.link) : entry));
  return { links, count: links.length };
}

/** One link anyone may use, valid `hoursToExpire` hours (SHARED_LINK_HOURS by default). */
export async function generateSharedLink(
  deps: Deps,
  input: { filename: EbookFilename; hoursToExpire?: number },
): Promise<{ downloadUrl: string; expiresAt: string }> {
  const link = newLink(deps, {
    kind: 'shared',
    filename: input.filename,
    hours: input.hoursToExpire ?? SHARED_LINK_HOURS,
    source: 'link',
  });
  await saveLinks(deps, [link]);
  return { downloadUrl: link.url, expiresAt: link.expiresAt.toISOString() };
}
