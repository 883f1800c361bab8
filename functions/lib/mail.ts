import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Deps } from './deps';

/** One email as the site sends it: always both an HTML and a plain-text body. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  replyTo?: string[];
}

/** Sends one email through SES v2 from the configured sender (and configuration set, for bounce and complaint events). */
export async function sendEmail(deps: Deps, email: OutgoingEmail): Promise<string> {
  const reply = await deps.ses.send(
    new SendEmailCommand({
      FromEmailAddress: deps.mailFrom,
      Destination: { ToAddresses: [email.to] },
      ReplyToAddresses: email.replyTo,
      ConfigurationSetName: deps.mailConfigurationSet,
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
          Headers: Object.entries(email.headers ?? {}).map(([Name, Value]) => ({ Name, Value })),
        },
      },
    }),
  );
  return reply.MessageId ?? '';
}

