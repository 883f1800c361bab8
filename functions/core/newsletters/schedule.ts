import { SCHEDULE_MAX_DAYS, type Newsletter } from '../../contract/newsletters';
import { queryDueNewsletters, schedule, unschedule } from '../../entities/newsletter';
import type { Deps } from '../../lib/deps';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { log } from '../../lib/log';
import { requireNewsletter, toNewsletter } from './newsletters';
import { sendNewsletter } from './send';

/** Scheduled newsletters: a time set, moved or cancelled, and the scheduler's run. */

const DAY_MS = 86_400_000;

/** Schedules a draft (or moves a scheduled newsletter) to start sending at `at`. */
export async function scheduleNewsletter(deps: Deps, id: string, at: string): Promise<Newsletter> {
  const when = new Date(at);
  const now = deps.now();
  if (when.getTime() <= now.getTime())
    throw new BadRequestError('Choose a time in the future: this one has already passed.');
  if (when.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * DAY_MS)
    throw new BadRequestError(`Choose a time within ${SCHEDULE_MAX_DAYS} days from now.`);
  const scheduled = await schedule(deps, id, when.toISOString(), now.toISOString());
  if (scheduled) return toNewsletter(scheduled);
  await requireNewsletter(deps, id);
  throw new ConflictError('This newsletter is already being sent or has been sent, so it can no longer be scheduled.');
}

/** Cancels a schedule before it starts: a draft again. */
export async function unscheduleNewsletter(deps: Deps, id: string): Promise<Newsletter> {
  const draft = await unschedule(deps, id, deps.now().toISOString());
  if (draft) return toNewsletter(draft);
  await requireNewsletter(deps, id);
  throw new ConflictError(
    'This newsletter is not scheduled (it may have started sending already). Reload to see where it stands.',
  );
}

/**
 * The scheduler's run (every minute: infra/constructs/background.ts, and the local stack): each
 * scheduled newsletter whose time has come starts sending, as "Send now" would. One that cannot
 * (nobody in its audience any more) goes back to being a draft, saying why; any other failure
 * leaves it scheduled, so the next run tries again.
 */
export async function startDueNewsletters(deps: Deps): Promise<{ started: string[]; returned: string[] }> {
  const started: string[] = [];
  const returned: string[] = [];
  let failure: unknown;
  for (const newsletter of await queryDueNewsletters(deps, deps.now().toISOString())) {
    try {
      await sendNewsletter(deps, newsletter.id);
      started.push(newsletter.id);
    } catch (error) {
      if (error instanceof ConflictError) {
        if (
          await unschedule(
            deps,
            newsletter.id,
            deps.now().toISOString(),
            `It could not start at its time: ${error.message}`,
          )
        )
          returned.push(newsletter.id);
      } else {
        log.error('A scheduled newsletter could not start; the next run tries again', {
          campaignId: newsletter.id,
          error: String(error),
        });
        failure ??= error;
      }
    }
  }
  if (failure) throw failure;
  return { started, returned };
}
