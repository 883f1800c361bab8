import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { pathOf } from '../../contract/define-route';
import { routes } from '../../contract/routes';
import type { Deps } from '../../lib/deps';
import { subscriberKey } from '../../lib/keys';
import { mailingStatusOf, type MailingStatus, type Subscriber } from '../newsletter/subscribers';
import { createUnsubscribeTokens } from '../newsletter/tokens';

/**
 * What the worker needs to know about a chunk's recipients before sending: may each be mailed,
 * and their one-click unsubscribe link. The same facts as `subscriberStatuses` and
 * `unsubscribeUrlFor` (core/newsletter), read and made in batches: one read for up to 100
 * addresses and one transaction per 25 new tokens, instead of one or two calls per address.
 */
export interface RecipientFacts {
  status: MailingStatus;
  /** Absent for unsubscribed and suppressed addresses, which get no mail. */
  unsubscribeUrl?: string;
}

const BATCH_GET_MAX = 100;

type Found = Pick<Subscriber, 'email' | 'status' | 'suppressed' | 'unsubscribeToken'>;

async function readSubscribers(deps: Deps, emails: string[]): Promise<Map<string, Found>> {
  const found = new Map<string, Found>();
  for (let i = 0; i < emails.length; i += BATCH_GET_MAX) {
    let keys: Record<string, unknown>[] | undefined = emails.slice(i, i + BATCH_GET_MAX).map(subscriberKey);
    for (let attempt = 0; keys?.length; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept returning unprocessed keys');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
      const reply: BatchGetCommandOutput = await deps.db.send(
        new BatchGetCommand({
          RequestItems: {
            [deps.table]: {
              Keys: keys,
              ProjectionExpression: 'email, #status, suppressed, unsubscribeToken',
              ExpressionAttributeNames: { '#status': 'status' },
              ConsistentRead: true,
            },
          },
        }),
      );
      for (const item of (reply.Responses?.[deps.table] ?? []) as Found[]) found.set(item.email, item);
      keys = reply.UnprocessedKeys?.[deps.table]?.Keys;
    }
  }
  return found;
}

/** Facts about each of `emails` (normalised addresses, no repeats). */
export async function recipientFacts(deps: Deps, emails: string[]): Promise<Map<string, RecipientFacts>> {
  const found = await readSubscribers(deps, emails);
  const statuses = new Map(emails.map((email) => [email, mailingStatusOf(found.get(email))]));
  const mailable = new Set(emails.filter((email) => statuses.get(email) !== 'unsubscribed' && statuses.get(email) !== 'suppressed'));
  const created = await createUnsubscribeTokens(
    deps,
    [...mailable].filter((email) => !found.get(email)?.unsubscribeToken),
  );
  const urlOf = (token: string) => `${deps.siteUrl}${pathOf(routes.newsletterUnsubscribePage, { token })}`;
  return new Map(
    emails.map((email) => {
      const token = found.get(email)?.unsubscribeToken ?? created.get(email);
      return [email, { status: statuses.get(email)!, ...(token && mailable.has(email) ? { unsubscribeUrl: urlOf(token) } : {}) }];
    }),
  );
}
