import { normaliseEmail } from '../lib/email-address';
import { expiresAfterDays, getItem, type Db, type Key } from './table';

/** A private link's token (only its SHA-256 is stored): which reader of which campaign. */
export interface ArcLinkItem {
  email: string;
  campaignId: string;
  validUntil: string;
}

export const arcLinkKey = (tokenHash: string): Key => ({ pk: `ARC_LINK#${tokenHash}`, sk: 'LINK' });

/** A link item's write: never over another link; kept a month past its end so it says "expired" (TTL). */
export const arcLinkPut = (deps: Db, tokenHash: string, link: ArcLinkItem) => ({
  TableName: deps.table,
  Item: {
    ...arcLinkKey(tokenHash),
    ...link,
    email: normaliseEmail(link.email),
    expiresAt: expiresAfterDays(new Date(link.validUntil), 30),
  },
  ConditionExpression: 'attribute_not_exists(pk)',
});

export const getArcLink = (deps: Db, tokenHash: string) => getItem<ArcLinkItem>(deps, arcLinkKey(tokenHash));
