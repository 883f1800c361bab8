import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Deps } from './deps';
import type { ApiEvent } from './http';

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
 * The site's address for absolute links in emails: SITE_URL when the stack has a custom domain;
 * else the host the reader used, which CloudFront passes as `x-forwarded-host` (see
 * infra/constructs/site.ts); else the API's own domain, where the emailed /api/ links still work.
 */
export function siteUrlOf(deps: Deps, event: ApiEvent): string {
  if (deps.siteUrl) return deps.siteUrl.replace(/\/+$/, '');
  const host = event.headers?.['x-forwarded-host'] ?? event.requestContext?.domainName;
  return host ? `https://${host}` : '';
}

/** `deps` with `siteUrl` filled in for this request, for domain code that builds emailed links. */
export const withSiteUrl = (deps: Deps, event: ApiEvent): Deps => ({ ...deps, siteUrl: siteUrlOf(deps, event) });
