import { MAILERLITE_SYNC_GROUP_NAME } from '../../contract/mailerlite';
import type { Deps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import { getSubscriber, mailingStatusOf } from '../mailing-list/subscribers';
import { connectMailerLite } from './client';

/**
 * The author adds one address to MailerLite's Voracious Readers group by hand. The site's records
 * come first: someone who unsubscribed here, or whose mail bounced or was marked as spam, is not
 * put back (a reader can sign up again themselves). A name the site knows goes along.
 */
export async function addSubscriberToMailerLite(deps: Deps, email: string): Promise<{ email: string }> {
  const record = await getSubscriber(deps, email);
  const status = mailingStatusOf(record);
  if (status === 'unsubscribed') {
    throw new ConflictError(
      `${email} unsubscribed from the mailing list, so it is not added to MailerLite. The reader can sign up again on the site.`,
    );
  }
  if (status === 'suppressed') {
    throw new ConflictError(`Mail to ${email} bounced or was marked as spam, so it is not added to MailerLite.`);
  }
  const mailerLite = await connectMailerLite(deps);
  const group = await mailerLite.findOrCreateGroup(MAILERLITE_SYNC_GROUP_NAME);
  const subscriber = await mailerLite.upsertSubscriber({
    email,
    name: record?.name || undefined,
    groupIds: [group.id],
  });
  return { email: subscriber.email ?? email };
}
