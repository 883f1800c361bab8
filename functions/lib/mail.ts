import {
  SendBulkEmailCommand,
  SendEmailCommand,
  type BulkEmailEntry,
  type BulkEmailEntryResult,
  type Template,
} from '@aws-sdk/client-sesv2';
import type { Deps } from './deps';

// Every SES call of the site is here: one email (sendEmail) and a bulk send's batch (sendBulkEmail).

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

/**
 * One SendBulkEmail call: `entries` each get `template` with their own values. Throttling of the
 * whole call comes back as a throw; each entry's own outcome is in the answer, in order.
 */
export async function sendBulkEmail(
  deps: Deps,
  batch: {
    template: Template;
    entries: BulkEmailEntry[];
    configurationSet: string | undefined;
    replyTo: string[];
    abortSignal: AbortSignal;
  },
): Promise<BulkEmailEntryResult[]> {
  const reply = await deps.ses.send(
    new SendBulkEmailCommand({
      FromEmailAddress: deps.mailFrom,
      ReplyToAddresses: batch.replyTo,
      ConfigurationSetName: batch.configurationSet,
      DefaultContent: { Template: batch.template },
      BulkEmailEntries: batch.entries,
    }),
    { abortSignal: batch.abortSignal },
  );
  return reply.BulkEmailEntryResults ?? [];
}
