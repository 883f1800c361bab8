import type { MailerLiteGroup } from '../../contract/mailerlite';
import type { Deps } from '../../lib/deps';
import { connectMailerLite } from './client';

/** The account's groups, as the send-emails page lists them. */
export async function listMailerLiteGroups(deps: Deps): Promise<{ count: number; groups: MailerLiteGroup[] }> {
  const mailerLite = await connectMailerLite(deps);
  const groups = (await mailerLite.listGroups()).map((group) => ({
    id: String(group.id),
    name: group.name,
    ...(typeof group.active_count === 'number' ? { activeCount: group.active_count } : {}),
  }));
  return { count: groups.length, groups };
}
