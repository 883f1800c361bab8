import { renderBlocks } from './blocks';
import { renderListEmail, type EmailContent, type ListLinks, type RenderedEmail } from './layout';
import { markdownBlocks } from './markdown';

/**
 * A campaign: the author's own email to her readers, from the Markdown she wrote. The bulk send
 * fills the list links with SES placeholders; the admin's preview renders the same function.
 */
export interface CampaignEmailValues {
  subject: string;
  previewText: string;
  /** Markdown. */
  content: string;
}

export function campaignEmailContent(values: CampaignEmailValues): EmailContent & { preheader: string } {
  return { subject: values.subject, preheader: values.previewText, ...renderBlocks(markdownBlocks(values.content)) };
}

export function renderCampaignEmail(values: CampaignEmailValues & ListLinks): RenderedEmail {
  return renderListEmail({ ...campaignEmailContent(values), unsubscribeUrl: values.unsubscribeUrl, preferencesUrl: values.preferencesUrl });
}
