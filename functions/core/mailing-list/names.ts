/**
 * A reader's name as the site keeps and greets them with. A stranger can type anything into the
 * form, and the name reaches the welcome email, so control and formatting characters (such as
 * a right-to-left override) and anything link-like are taken out; what is left is the name.
 */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** Scheme links (https:, mailto:…), www. hosts, and words ending in a dot and a top-level domain, with any path. */
const LINK_LIKE =
  /\S*(?:[a-z][a-z0-9+.-]*:\/\/|mailto:|www\.)\S*|\S*[\p{L}\p{N}-]\.(?:[a-z]{2,63})(?:[/:?#]\S*)?(?=\s|$)|\S*@\S+/giu;

export function cleanName(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const name = raw.replace(CONTROL_OR_FORMAT, ' ').replace(LINK_LIKE, ' ').replace(/\s+/g, ' ').trim();
  return name || undefined;
}
