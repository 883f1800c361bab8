import { SES_EVENT_DETAIL_TYPES, SES_EVENTS_RETRY_ATTEMPTS } from '../constructs/background';
import { invokeAsync, localDeadLetters, type LocalDeadLetters } from './async-invoke';
import { endpoint, type LocalSettings } from './settings';

/**
 * SES's events, locally, with its mailbox simulator. In the cloud, mail to
 * `bounce@simulator.amazonses.com` (or `bounce+anything@…`) bounces, mail to `complaint@…` is
 * delivered and complained about, and other mail is delivered; the configuration set publishes
 * each event to EventBridge, whose rule runs the SES events function (infra/constructs/
 * background.ts). The SES emulator sends nothing anywhere, so this feed reads what it captured
 * and runs the same handler with the events EventBridge would deliver: the same detail-types,
 * the same SES event in `detail`.
 * https://docs.aws.amazon.com/ses/latest/dg/send-an-email-from-console.html#send-email-simulator
 */
export const SIMULATOR_DOMAIN = 'simulator.amazonses.com';

interface CapturedMail {
  messageId: string;
  destination: { to: string[]; cc?: string[]; bcc?: string[] };
  /** When the emulator took it, in epoch seconds. */
  at: number;
}

/** The configuration set's name in local events (the local stack has none; the handler does not read it). */
const LOCAL_CONFIGURATION_SET = 'local';

export interface SesEventBridgeEvent {
  source: 'aws.ses';
  'detail-type': string;
  detail: Record<string, unknown> & {
    eventType: 'Bounce' | 'Complaint' | 'Delivery';
    mail: { messageId: string; timestamp: string; destination: string[]; tags: Record<string, string[]> };
  };
}

/** `bounce+label@simulator.amazonses.com` -> 'bounce'; undefined for any address outside the simulator. */
export function simulatorMailbox(address: string): 'bounce' | 'complaint' | undefined {
  const match = /^([a-z]+)(\+[^@]*)?@(.+)$/i.exec(address.trim());
  if (!match || match[3]!.toLowerCase() !== SIMULATOR_DOMAIN) return undefined;
  const box = match[1]!.toLowerCase();
  return box === 'bounce' || box === 'complaint' ? box : undefined;
}

/** The events EventBridge would deliver for one captured email, recipient by recipient. */
export function simulatedEvents(mail: CapturedMail, configurationSet = LOCAL_CONFIGURATION_SET): SesEventBridgeEvent[] {
  const recipients = [...mail.destination.to, ...(mail.destination.cc ?? []), ...(mail.destination.bcc ?? [])];
  const timestamp = new Date(mail.at * 1000).toISOString();
  const common = {
    messageId: mail.messageId,
    timestamp,
    destination: recipients,
    tags: { 'ses:configuration-set': [configurationSet] },
  };
  return recipients.flatMap((address): SesEventBridgeEvent[] => {
    const box = simulatorMailbox(address);
    if (box === 'bounce') {
      return [
        {
          source: 'aws.ses',
          'detail-type': SES_EVENT_DETAIL_TYPES.bounce,
          detail: {
            eventType: 'Bounce',
            mail: common,
            bounce: {
              bounceType: 'Permanent',
              bounceSubType: 'General',
              bouncedRecipients: [{ emailAddress: address }],
              timestamp,
            },
          },
        },
      ];
    }
    const delivery: SesEventBridgeEvent = {
      source: 'aws.ses',
      'detail-type': SES_EVENT_DETAIL_TYPES.delivery,
      detail: { eventType: 'Delivery', mail: common, delivery: { recipients: [address], timestamp } },
    };
    if (box === 'complaint') {
      return [
        delivery,
        {
          source: 'aws.ses',
          'detail-type': SES_EVENT_DETAIL_TYPES.complaint,
          detail: {
            eventType: 'Complaint',
            mail: common,
            complaint: { complaintFeedbackType: 'abuse', complainedRecipients: [{ emailAddress: address }], timestamp },
          },
        },
      ];
    }
    return [delivery];
  });
}

export type SesEventHandler = (event: SesEventBridgeEvent) => Promise<unknown>;

/**
 * SES publishes an event seconds after the send, never at once; the sender has usually recorded
 * what it sent by then (a bulk job records a chunk's messages after SES answers; an event that
 * comes first is counted when they are: entities/sent-mail.ts). Mail is handed on once it is this
 * old (the emulator stamps it by the second).
 */
const EVENT_DELAY_SECONDS = 2;
/** EventBridge invokes the function for many events at once; the feed hands on this many at a time. */
const EVENT_CONCURRENCY = 16;

/** Where the feed keeps the events the SES events function kept failing on (Lambda's on-failure destination). */
export const sesEventsDeadLetters = (settings: LocalSettings): LocalDeadLetters =>
  localDeadLetters(settings.dataDir, 'sesEvents');

/**
 * Reads the SES emulator's mail every `intervalMs` (its store answers by the second: what came
 * since the last second read, told apart by message id) and hands each email's simulated events
 * to `handle` (the SES events function's handler), EVENT_CONCURRENCY at a time, once the email is
 * EVENT_DELAY_SECONDS old, as Lambda's asynchronous invoke runs it (retried, then kept in the local
 * dead-letter queue: `sesEventsDeadLetters`). Returns its stop function.
 */
export function startSesEventFeed(
  settings: LocalSettings,
  handle: SesEventHandler,
  intervalMs = 250,
): { stop(): Promise<void> } {
  const onFailure = sesEventsDeadLetters(settings);
  const deliver = (event: SesEventBridgeEvent) =>
    invokeAsync('sesEvents', handle, event, { retryAttempts: SES_EVENTS_RETRY_ATTEMPTS, onFailure });
  const seen = new Map<string, number>();
  let since = 0;
  let tick: Promise<void> | null = null;
  const read = async () => {
    // Taken before the read: all mail stamped up to it is in what the read answers.
    const due = Math.floor(Date.now() / 1000) - EVENT_DELAY_SECONDS;
    const reply = await fetch(`${endpoint(settings.ports.ses)}/store?since=${since}`).catch(() => null);
    if (!reply?.ok) return;
    const { emails } = (await reply.json()) as { emails: CapturedMail[] };
    const events: SesEventBridgeEvent[] = [];
    for (const mail of emails) {
      if (seen.has(mail.messageId) || mail.at > due) continue;
      seen.set(mail.messageId, mail.at);
      since = Math.max(since, mail.at);
      events.push(...simulatedEvents(mail));
    }
    let next = 0;
    const lane = async () => {
      while (next < events.length) await deliver(events[next++]!);
    };
    await Promise.all(Array.from({ length: EVENT_CONCURRENCY }, lane));
    // Mail stamped up to `due` was all in the store when read (the emulator stamps it as it takes
    // it) and is handed on: the next read starts after it, instead of sending the last mail again
    // four times a second until more comes.
    since = Math.max(since, due + 1);
    for (const [id, at] of seen) if (at < since) seen.delete(id);
  };
  const timer = setInterval(() => {
    tick ??= read().finally(() => (tick = null));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await tick;
    },
  };
}
