import {
  batchWrite,
  epochSeconds,
  getItem,
  GSI1,
  queryPartition,
  STATUS_NAME,
  transact,
  updateIf,
  type Db,
  type Key,
} from './table';
import { CONSENT_PREFIX, readerPartition, subscriberKey, type ConsentRecord, type Subscriber } from './subscriber';
import { confirmationSendsKey } from './confirmation-sends';
import { mailTokenKey, retireUnsubscribeToken } from './mail-token';
import { copyKey } from './arc-copy';
import { arcLinkKey } from './arc-link';
import { moveLibrary } from './order';

/**
 * A reader moving to another address (from their preference page, confirmed from the new
 * address and approved from the old one). Their profile moves in one transaction: the new profile
 * is written only where no reader is, the old one is deleted only if unchanged since it was read,
 * and their unsubscribe token (in every email they were sent, and their preference link) is
 * retired: until `oldLinksUntil` it only unsubscribes them, wherever they are (the law wants an
 * email's unsubscribe link to work for 30 days), and it controls nothing else; the new address
 * gets a new token with its next email. The profile lists the addresses the reader had before
 * (`formerEmails`: an erasure erases them too) and the tokens retired while still working
 * (`retiredTokens`: a later move points them at the newer address). Their history (consent
 * records, emails sent, downloads, ARC invitations) follows after, rewritten under the new address,
 * then the orders of their library ("My books"), and then what names them from outside their partition: their
 * ARC links follow them, and each watermarked copy keeps the address it was made for and records
 * where its reader is now (`nowAt`); a crash in between leaves some of it under the old address.
 */
export type MoveOutcome = 'moved' | 'taken' | 'gone';

export async function moveReader(
  deps: Db,
  from: string,
  to: string,
  change: {
    now: string;
    unsubscribeTokenHash?: string;
    oldLinksUntil: Date;
    /** Until when a library link of the old address can still be opened: its page then says the library moved. */
    libraryLinksUntil: Date;
    consent: Omit<ConsentRecord, 'email' | 'at'>;
  },
): Promise<MoveOutcome> {
  const items = await queryPartition<Key & Record<string, unknown>>(deps, readerPartition(from));
  const profile = items.find((item) => item.sk === subscriberKey(from).sk) as (Subscriber & Key) | undefined;
  if (!profile?.status) return 'gone';
  const { unsubscribeToken: _retired, ...kept } = profile;
  const stillWorking = Object.entries(profile.retiredTokens ?? {}).filter(
    ([, until]) => until > epochSeconds(new Date(change.now)),
  );
  const moved = {
    ...kept,
    ...subscriberKey(to),
    email: to,
    updatedAt: change.now,
    formerEmails: new Set([...(profile.formerEmails ?? []), from]),
    retiredTokens: Object.fromEntries([
      ...stillWorking,
      ...(change.unsubscribeTokenHash ? [[change.unsubscribeTokenHash, epochSeconds(change.oldLinksUntil)]] : []),
    ]),
    ...(profile[GSI1.partitionKey as 'gsi1pk'] ? { [GSI1.sortKey]: to } : {}),
  };
  const consent = {
    ...subscriberKey(to),
    sk: `${CONSENT_PREFIX}${change.now}#moved`,
    kind: 'consent',
    email: to,
    at: change.now,
    ...change.consent,
  };
  const outcome = await transact(deps, [
    { Put: { TableName: deps.table, Item: moved, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Delete: {
        TableName: deps.table,
        Key: subscriberKey(from),
        ConditionExpression: profile.updatedAt
          ? '#status = :status AND updatedAt = :updatedAt'
          : '#status = :status AND attribute_not_exists(updatedAt)',
        ExpressionAttributeNames: STATUS_NAME,
        ExpressionAttributeValues: {
          ':status': profile.status,
          ...(profile.updatedAt ? { ':updatedAt': profile.updatedAt } : {}),
        },
      },
    },
    { Put: { TableName: deps.table, Item: consent } },
    ...(change.unsubscribeTokenHash
      ? [
          retireUnsubscribeToken(deps, change.unsubscribeTokenHash, {
            from,
            to,
            at: change.now,
            until: change.oldLinksUntil,
          }),
        ]
      : []),
  ]);
  if (!outcome.written) return outcome.failedIndex === 0 ? 'taken' : 'gone';
  const history = items.filter(
    (item) => item.sk !== subscriberKey(from).sk && item.sk !== confirmationSendsKey(from).sk,
  );
  await batchWrite(deps, [
    ...history.map((item) => ({ PutRequest: { Item: { ...item, pk: readerPartition(to), email: to } } })),
    ...items
      .filter((item) => item.sk !== subscriberKey(from).sk)
      .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
  ]);
  await moveLibrary(deps, from, to);
  for (const { keysOf, ...follow } of OUTSIDE_ITEMS)
    for (const Key of [...history, moved].flatMap(keysOf))
      await updateIf(deps, { Key, ...follow, ExpressionAttributeValues: { ':to': to, ':from': from } });
  // Left at the old address, naming nothing of the new one: a library link sent there says where its
  // library went instead of opening an empty one. An erasure finds it by its key (it names the old
  // address). A reader moving back to an address they once left lives there again: its marker goes.
  await batchWrite(deps, [
    {
      PutRequest: {
        Item: { ...movedMarkerKey(from), type: 'ReaderMoved', expiresAt: epochSeconds(change.libraryLinksUntil) },
      },
    },
    { DeleteRequest: { Key: movedMarkerKey(to) } },
  ]);
  return 'moved';
}

const movedMarkerKey = (email: string): Key => ({ pk: readerPartition(email), sk: 'MOVED' });

/** True when the reader who had `email` moved to another address, until their old library links end (`at`: now). */
export async function movedFrom(deps: Db, email: string, at: Date): Promise<boolean> {
  const marker = await getItem<{ expiresAt: number }>(deps, movedMarkerKey(email));
  return !!marker && marker.expiresAt > epochSeconds(at);
}

/**
 * The items outside the reader's partition that name them by address, as their history items (and
 * their profile) list them: the unsubscribe tokens of earlier moves, an invitation's ARC links (the
 * emails' links keep working), and the watermarked copy of an invitation or of a free ebook's
 * downloads (it keeps the address it was made for; the leak lookup also names the reader where
 * they are now).
 */
const linksOf = (item: Record<string, unknown>): Key[] =>
  ((item.linkHashes as string[] | undefined) ?? []).map(arcLinkKey);
const copiesOf = (item: Record<string, unknown>): Key[] =>
  typeof item.copyId === 'string' ? [copyKey(item.copyId)] : [];
/** The profile's unsubscribe tokens retired by moves and still working (the one just retired names `to` already). */
const retiredTokensOf = (item: Record<string, unknown>): Key[] =>
  Object.keys((item.retiredTokens as Record<string, number> | undefined) ?? {}).map(mailTokenKey);

/** Each kind of outside item, in the order they follow: its keys, and the update that points it at `:to`. */
const OUTSIDE_ITEMS = [
  { keysOf: linksOf, UpdateExpression: 'SET email = :to', ConditionExpression: 'email = :from' },
  { keysOf: retiredTokensOf, UpdateExpression: 'SET email = :to', ConditionExpression: 'email = :from' },
  {
    keysOf: copiesOf,
    UpdateExpression: 'SET nowAt = :to',
    ConditionExpression: '(email = :from AND attribute_not_exists(nowAt)) OR nowAt = :from',
  },
];
