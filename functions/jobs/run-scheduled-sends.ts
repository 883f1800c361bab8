import { backgroundHandler } from '../lib/background-handler';
import { deps } from '../lib/deps';
import { log } from '../lib/log';

/**
 * The send scheduler (not an API route): run every minute by EventBridge Scheduler in the
 * cloud and by the local stack on the same rate (SEND_SCHEDULER_RATE_MINUTES), it starts the
 * scheduled newsletters whose time has come, and sends the ARC reminders that are due.
 * Both are loaded by `import()` on the first run, so a cold start reads the handler alone.
 */
export const handler = backgroundHandler('campaign-scheduler', async () => {
  const [{ startDueNewsletters }, { sendDueReminders }] = await Promise.all([
    import('../core/newsletters/schedule'),
    import('../core/arc/rounds'),
  ]);
  const result = await startDueNewsletters(deps());
  if (result.started.length || result.returned.length) log.info('Scheduled newsletters started', result);
  const arcReminders = await sendDueReminders(deps());
  return { ...result, arcReminders };
});
