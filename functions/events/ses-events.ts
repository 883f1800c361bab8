import type { SesEvent } from '../core/mail-events/ses-events';
import { deps } from '../lib/deps';
import { log } from '../lib/log';
import { backgroundHandler } from '../lib/background-handler';

/**
 * The SES events Lambda: the configuration sets publish their events to EventBridge (`source:
 * aws.ses`, the SES event in `detail`); an SNS subscription (`Records[].Sns.Message`, the same JSON
 * as a string) works too. What each event means (suppression, counts) is
 * functions/core/mail-events/ses-events.ts.
 */

function sesEventsIn(event: unknown): SesEvent[] {
  const input = event as { detail?: SesEvent; Records?: { Sns?: { Message?: string } }[] };
  if (input?.detail && typeof input.detail === 'object') return [input.detail];
  if (Array.isArray(input?.Records)) {
    return input.Records.flatMap((record) => {
      try {
        return record.Sns?.Message ? [JSON.parse(record.Sns.Message) as SesEvent] : [];
      } catch {
        log.warn('SES event: an SNS message that is not JSON was ignored');
        return [];
      }
    });
  }
  log.warn('SES event: not an EventBridge or SNS event; ignored');
  return [];
}

// A failed write throws, so Lambda runs the event again (EventBridge and SNS invoke it asynchronously),
// then keeps it in the dead-letter queue; a repeat counts nothing twice.
export const handler = backgroundHandler(
  'ses-events',
  async (event: unknown): Promise<{ suppressed: number; counted: number }> => {
    // Loaded on the first event (a chunk of the split bundle), so a cold start reads the handler alone.
    const { handleSesEvents } = await import('../core/mail-events/ses-events');
    return handleSesEvents(deps(), sesEventsIn(event));
  },
);
