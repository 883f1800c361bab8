import type { Template } from '@aws-sdk/client-sesv2';
import { isPublicNewsletter } from '../../contract/newsletters';
import { placeholderFills } from '../../emails/merge-fields';
import type { Sender } from '../../emails/footer';
import { renderNewsletterEmail, type NewsletterEmailValues } from '../../emails/newsletter';
import { getNewsletter, moveSendStatus } from '../../entities/newsletter';
import { recordSentMail } from '../../entities/sent-mail';
import type { BulkRecipient, BulkSendKind } from '../bulk-email/kind';
import { asTemplate, listLinkPlaceholders } from '../bulk-email/template';
import { listMailRecipients } from '../mailing-list/list-recipients';
import { webVersionPath } from './archive';

/**
 * The DefaultContent template of a newsletter's SendBulkEmail calls: the list links and the merge
 * fields as SES placeholders. Its words cannot hold placeholders of their own: the contract
 * refuses double braces in a newsletter.
 */
export function bulkNewsletterTemplate(sender: Sender, values: NewsletterEmailValues): Template {
  return asTemplate(renderNewsletterEmail(sender, { ...values, ...listLinkPlaceholders }, placeholderFills));
}

/**
 * A newsletter: its audience's readers get it with their list links; each email is
 * kept in its reader's history, where SES's events find it to count deliveries, bounces and
 * complaints (the report and the deliverability guard); the newsletter's status follows the send.
 */
export const newsletterSend: BulkSendKind = {
  async content(deps, job, sender) {
    const newsletter = await getNewsletter(deps, job.campaignId!);
    if (!newsletter) return null;
    return {
      template: bulkNewsletterTemplate(sender, {
        ...newsletter,
        ...(isPublicNewsletter(newsletter) ? { webUrl: `${job.siteUrl}${webVersionPath(newsletter.id)}` } : {}),
      }),
      // The reader's history keeps the subject as she wrote it, fields and all.
      subject: newsletter.subject,
      // The engagement set reports opens and clicks: only for a newsletter that counts them (where the stack has one).
      configurationSet:
        (newsletter.countEngagement && deps.mailEngagementConfigurationSet) || deps.mailConfigurationSet,
    };
  },
  async recipients(deps, _job, emails) {
    const list = await listMailRecipients(deps, emails);
    return new Map(
      [...list].map(([email, reader]): [string, BulkRecipient] => [
        email,
        'skip' in reader ? reader : { values: { ...reader.links }, fields: { name: reader.name } },
      ]),
    );
  },
  async recordSent(deps, job, subject, sent) {
    const sentAt = deps.now().toISOString();
    await recordSentMail(
      deps,
      sent.map(({ email, messageId }) => ({
        email,
        messageId,
        jobId: job.jobId,
        campaignId: job.campaignId!,
        subject,
        sentAt,
      })),
    );
  },
  async statusMoved(deps, job, change) {
    await moveSendStatus(deps, job.campaignId!, job.jobId, { ...change, at: deps.now().toISOString() });
  },
};
