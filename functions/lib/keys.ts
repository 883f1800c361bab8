/**
 * Every entity's key builder in the single table (its schema: functions/entities/table.ts, from
 * which the CDK stack and the local emulator both create it).
 */
export type Key = { pk: string; sk: string };

/** Normalised as stored: trimmed and lower-cased, so one reader is one record. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// ── Mailing list ──────────────────────────────────────────────────────────────
// A subscriber is one item per email. Fields every area may read: email, name?, status
// ('pending' | 'confirmed' | 'unsubscribed'), suppressed (true after a bounce or complaint),
// groups (string set: 'voracious-readers', 'dream-team'), sources, createdAt, confirmedAt?.
export const subscriberKey = (email: string): Key => ({ pk: `SUBSCRIBER#${normaliseEmail(email)}`, sk: 'PROFILE' });
// Also on the item: updatedAt, unsubscribedAt? (the last opt-out, kept when the reader signs up
// again), suppressedAt?, suppressionReason?, unsubscribeToken (the reader's one-click link, made
// once). While status is 'confirmed' the item is in gsi1 under SUBSCRIBERS#confirmed (sorted by
// email); every write that changes status sets or removes those attributes in the same update.
// Each sign-up adds a consent record to the reader's partition: at, source, readerMagnetId?,
// consentVersion, consentText, doubleOptIn.
// Links in emails carry a random token; only its SHA-256 is stored, as the key of a token item:
// kind ('confirm' | 'unsubscribe'), email, validUntil? (confirm links), expiresAt (TTL).
export const CONFIRMED_SUBSCRIBERS_PARTITION = 'SUBSCRIBERS#confirmed';
export const confirmedSubscriberIndexKey = (email: string) => ({ gsi1pk: CONFIRMED_SUBSCRIBERS_PARTITION, gsi1sk: normaliseEmail(email) });
export const consentKey = (email: string, at: string, id: string): Key => ({ pk: `SUBSCRIBER#${normaliseEmail(email)}`, sk: `CONSENT#${at}#${id}` });
export const mailTokenKey = (tokenHash: string): Key => ({ pk: `MAIL_TOKEN#${tokenHash}`, sk: 'TOKEN' });
// The confirmation emails sent to an address since it was last confirmed (CONFIRMATION_EMAIL_CAP):
// sentAt (ISO times, the last few within a day), version (raised by each change, for conditional
// writes), expiresAt (TTL: a day after the last send).
export const confirmationSendsKey = (email: string): Key => ({ pk: `SUBSCRIBER#${normaliseEmail(email)}`, sk: 'CONFIRMATION_SENDS' });

// ── Visitor analytics ─────────────────────────────────────────────────────────
// A session's raw records and its once-a-day markers share the session's partition (writes
// spread over visitors). Per-day counters live in `ANALYTICS#COUNTERS#<yyyy-mm>#<shard>`: each
// write picks a shard at random, so a popular day is spread over ANALYTICS_SHARDS partitions, and
// a reader gets any range of days with one query per (month, shard): 90 days = at most 4 × 8.
// Counter items: `<date>#TOTAL` (pageviews, sessions, author*, signups, confirmations),
// `<date>#PAGE#<path>`, `<date>#REF#<domain>`, `<date>#EVENT#<name>`, `<date>#SIGNUP#<source>`;
// only pages the site has, declared events and the day's named referrers get their own item,
// the rest share `(other)` (functions/core/analytics/site-pages.ts, track-visit.ts).
export const ANALYTICS_SHARDS = 8;
const analyticsSession = (sessionId: string) => `ANALYTICS#SESSION#${sessionId}`;
export const analyticsRecordKey = (sessionId: string, receivedAt: string, id: string): Key => ({
  pk: analyticsSession(sessionId),
  sk: `RECORD#${receivedAt}#${id}`,
});
export const analyticsSessionDayKey = (sessionId: string, date: string): Key => ({ pk: analyticsSession(sessionId), sk: `DAY#${date}` });
export const analyticsCounterPartition = (month: string, shard: number) => `ANALYTICS#COUNTERS#${month}#${shard}`;
export const analyticsCounterKey = (date: string, shard: number, counter: string): Key => ({
  pk: analyticsCounterPartition(date.slice(0, 7), shard),
  sk: `${date}#${counter}`,
});
// The referring sites a day counts by name (at most ANALYTICS_LIMITS.referrersPerDay): names
// (string set), expiresAt (TTL, soon after the day). Others that day count as "(other)".
export const analyticsReferrerNamesKey = (date: string): Key => ({ pk: `ANALYTICS#REFERRERS#${date}`, sk: 'NAMES' });

// ── Blog ──────────────────────────────────────────────────────────────────────
// Every post sits in the one `POSTS` partition (one author: hundreds of posts at most), so the
// administration list is one query and a post by id one GetItem. Published posts are also in
// gsi1 under `POSTS#published`, sorted by `<publishedDate or createdAt as ISO>#<id>`; the gsi1
// attributes exist only while a post is published, so drafts never reach the public index.
// A slug belongs to one post through its claim item, written in the same transaction as the
// post (condition: no claim yet), so two posts can never share a slug.
export const BLOG_POSTS_PARTITION = 'POSTS';
export const BLOG_PUBLISHED_PARTITION = 'POSTS#published';
export const blogPostKey = (id: string): Key => ({ pk: BLOG_POSTS_PARTITION, sk: `POST#${id}` });
export const blogSlugClaimKey = (slug: string): Key => ({ pk: `POST_SLUG#${slug}`, sk: 'CLAIM' });
export const blogPublishedIndexKey = (sortDate: string, id: string) => ({ gsi1pk: BLOG_PUBLISHED_PARTITION, gsi1sk: `${sortDate}#${id}` });

// ── MailerLite sync ───────────────────────────────────────────────────────────
// Who the site has put into a MailerLite group, one item per reader in the group's partition:
// email, name?, mailerLiteId (to take them out again), groupId, syncedAt. A sync sends only
// readers missing here (or renamed) and removes those here who are no longer active.
export const mailerLiteSyncPartition = (group: string) => `MAILERLITE#${group}`;
export const mailerLiteSyncKey = (group: string, email: string): Key => ({
  pk: mailerLiteSyncPartition(group),
  sk: `SUBSCRIBER#${normaliseEmail(email)}`,
});

// ── Ebook downloads ───────────────────────────────────────────────────────────
// A download link is a random token; only its SHA-256 is stored, as the key of the link item:
// kind ('subscriber' | 'shared'), email? (subscriber links), filename, createdAt, validUntil
// (ISO; the link works until then), downloads (count of button presses), lastDownloadAt?,
// source ('link' | 'email' | 'bulk-email'), jobId?, expiresAt (TTL: some days after validUntil,
// so an expired link still says "expired" for a while before it is cleaned up).
// A reader's downloads of one ebook, over all their links, sit in the reader's partition:
// email, filename, downloads, firstDownloadAt, lastDownloadAt.
export const downloadLinkKey = (tokenHash: string): Key => ({ pk: `DOWNLOAD_LINK#${tokenHash}`, sk: 'LINK' });
export const subscriberDownloadKey = (email: string, filename: string): Key => ({
  pk: `SUBSCRIBER#${normaliseEmail(email)}`,
  sk: `DOWNLOAD#${filename}`,
});

// ── Bulk email jobs ───────────────────────────────────────────────────────────
// A job and its recipients share one partition. The job item: filename, siteUrl, total,
// batchSize, status ('running' | 'done'), sent/failed/skipped counters (changed in the same
// transaction as the chunk whose recipients they count), workerId?/workerLeaseUntil? (the one
// worker allowed to send), createdAt, finishedAt?, expiresAt (TTL). Recipients are kept in
// chunks of at most 50 (one SendBulkEmail call each): status ('pending' | 'sending' | 'done'),
// claimId? (the worker that claimed it), recipients [{ email, status ('pending' | 'sent' |
// 'failed' | 'skipped'), messageId?, error? }].
export const BULK_EMAIL_CHUNK_PREFIX = 'CHUNK#';
export const bulkEmailJobPartition = (jobId: string) => `BULK_EMAIL_JOB#${jobId}`;
export const bulkEmailJobKey = (jobId: string): Key => ({ pk: bulkEmailJobPartition(jobId), sk: 'JOB' });
export const bulkEmailChunkKey = (jobId: string, index: number): Key => ({
  pk: bulkEmailJobPartition(jobId),
  sk: `${BULK_EMAIL_CHUNK_PREFIX}${String(index).padStart(6, '0')}`,
});

// ── Per-client limits ─────────────────────────────────────────────────────────
// One counter item per (limited thing, client, window): hits (count), expiresAt (TTL, the end of
// the window plus a little). `take` in functions/lib/rate-limit.ts adds to it with a conditional
// update, so concurrent requests never pass the limit; an old window's item just expires.
export const rateLimitKey = (clientKey: string, perSeconds: number, windowStart: number): Key => ({
  pk: `LIMIT#${clientKey}`,
  sk: `WINDOW#${perSeconds}#${windowStart}`,
});
