import { MAILERLITE_SYNC_GROUP_NAME, type MailerLiteSyncResult } from '../../contract/mailerlite';
import { GROUP_VORACIOUS_READERS } from '../../contract/mailing-list';
import type { Deps } from '../../lib/deps';
import { normaliseEmail } from '../../lib/email-address';
import { listActiveSubscribers } from '../mailing-list/subscribers';
import {
  connectMailerLite,
  describeRefusal,
  MAILERLITE_LIMITS,
  MAILERLITE_WORK_BUDGET_MS,
  MailerLiteBusyError,
  MailerLiteClient,
  type BatchResponse,
} from './client';
import { forgetSynced, readSynced, recordSynced, type SyncedReader } from '../../entities/mailerlite-sync';

const GROUP = GROUP_VORACIOUS_READERS;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const succeeded = (response: BatchResponse | undefined) => !!response && response.code >= 200 && response.code < 300;

/**
 * Makes MailerLite's "Voracious Readers" group match the site's records: active readers
 * (confirmed, not unsubscribed, not suppressed) are added, with their name; readers the site put
 * there before who are no longer active are taken out. Only the difference since the last sync
 * is sent (the site records who it synced), in batches of 50, removals first. When MailerLite's
 * limits or the time of one request run out, the reply says how many are `remaining` and the
 * next sync continues with them.
 */
export async function syncVoraciousReaders(
  deps: Deps,
  budgetMs = MAILERLITE_WORK_BUDGET_MS,
): Promise<MailerLiteSyncResult> {
  const deadline = Date.now() + budgetMs;
  const mailerLite = await connectMailerLite(deps, { deadline });
  const group = await mailerLite.findOrCreateGroup(MAILERLITE_SYNC_GROUP_NAME);
  const [readers, synced] = await Promise.all([listActiveSubscribers(deps, GROUP), readSynced(deps, GROUP)]);

  const active = new Set(readers.map((reader) => normaliseEmail(reader.email)));
  const toSend = readers.filter((reader) => {
    const before = synced.get(normaliseEmail(reader.email));
    return !before || before.groupId !== group.id || (before.name ?? '') !== (reader.name ?? '');
  });
  const toRemove = [...synced.values()].filter((reader) => !active.has(reader.email));

  const result: MailerLiteSyncResult = {
    successful: readers.length - toSend.length,
    failed: 0,
    removed: 0,
    remaining: toSend.length + toRemove.length,
    errors: [],
  };
  const refused = (email: string, response: BatchResponse | undefined) => {
    result.failed += 1;
    result.errors.push({
      email,
      message: response ? describeRefusal(response.body) : 'MailerLite gave no answer for this reader.',
    });
  };

  try {
    for (const batch of chunks(toRemove, MAILERLITE_LIMITS.requestsPerBatch)) {
      if (Date.now() >= deadline) break;
      const responses = await mailerLite.batch(
        batch.map((reader) => MailerLiteClient.removeFromGroupRequest(reader.mailerLiteId, reader.groupId)),
      );
      // 404: already out of the group (or deleted in MailerLite), which is what we wanted.
      const gone: string[] = [];
      batch.forEach((reader, i) => {
        if (succeeded(responses[i]) || responses[i]?.code === 404) gone.push(reader.email);
        else refused(reader.email, responses[i]);
      });
      await forgetSynced(deps, GROUP, gone);
      result.removed += gone.length;
      result.remaining -= batch.length;
    }
    for (const batch of chunks(toSend, MAILERLITE_LIMITS.requestsPerBatch)) {
      if (Date.now() >= deadline) break;
      const upserts = batch.map((reader) => ({
        email: normaliseEmail(reader.email),
        name: reader.name,
        groupIds: [group.id],
      }));
      const responses = await mailerLite.batch(upserts.map((upsert) => MailerLiteClient.upsertRequest(upsert)));
      const syncedAt = deps.now().toISOString();
      const sent: SyncedReader[] = [];
      upserts.forEach((upsert, i) => {
        const response = responses[i];
        const id = (response?.body as { data?: { id?: unknown } } | undefined)?.data?.id;
        if (succeeded(response) && (typeof id === 'string' || typeof id === 'number')) {
          sent.push({
            email: upsert.email,
            ...(upsert.name ? { name: upsert.name } : {}),
            mailerLiteId: String(id),
            groupId: group.id,
            syncedAt,
          });
        } else refused(upsert.email, response);
      });
      await recordSynced(deps, GROUP, sent);
      result.successful += sent.length;
      result.remaining -= batch.length;
    }
  } catch (error) {
    // MailerLite wants a longer pause than this request has left: keep what is done, report the rest.
    const nothingDone = result.remaining === toSend.length + toRemove.length;
    if (!(error instanceof MailerLiteBusyError) || nothingDone) throw error;
  }
  return result;
}
