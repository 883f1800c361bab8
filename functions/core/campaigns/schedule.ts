import { SCHEDULE_MAX_DAYS, type Campaign } from '../../contract/campaigns';
import { queryDueCampaigns, schedule, unschedule } from '../../entities/campaign';
import type { Deps } from '../../lib/deps';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { log } from '../../lib/log';
import { requireCampaign, toCampaign } from './campaigns';
import { sendCampaign } from './send';

/** Scheduled campaigns (issue 15): a time set, moved or cancelled, and the scheduler's run. */

const DAY_MS = 86_400_000;

/** Schedules a draft (or moves a scheduled campaign) to start sending at `at`. */
export async function scheduleCampaign(deps: Deps, id: string, at: string): Promise<Campaign> {
  const when = new Date(at);
  const now = deps.now();
  if (when.getTime() <= now.getTime())
    throw new BadRequestError('Choose a time in the future: this one has already passed.');
  if (when.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * DAY_MS)
    throw new BadRequestError(`Choose a time within ${SCHEDULE_MAX_DAYS} days from now.`);
  const scheduled = await schedule(deps, id, when.toISOString(), now.toISOString());
  if (scheduled) return toCampaign(scheduled);
  await requireCampaign(deps, id);
  throw new ConflictError('This newsletter is already being sent or has been sent, so it can no longer be scheduled.');
}

/** Cancels a schedule before it starts: a draft again. */
export async function unscheduleCampaign(deps: Deps, id: string): Promise<Campaign> {
  const draft = await unschedule(deps, id, deps.now().toISOString());
  if (draft) return toCampaign(draft);
  await requireCampaign(deps, id);
  throw new ConflictError(
    'This newsletter is not scheduled (it may have started sending already). Reload to see where it stands.',
  );
}

/**
 * The scheduler's run (every minute: infra/constructs/background.ts, and the local stack): each
 * scheduled campaign whose time has come starts sending, as "Send now" would. One that cannot
 * (nobody in its audience any more) goes back to being a draft, saying why; any other failure
 * leaves it scheduled, so the next run tries again.
 */
export async function startDueCampaigns(deps: Deps): Promise<{ started: string[]; returned: string[] }> {
  const started: string[] = [];
  const returned: string[] = [];
  let failure: unknown;
  for (const campaign of await queryDueCampaigns(deps, deps.now().toISOString())) {
    try {
      await sendCampaign(deps, campaign.id);
      started.push(campaign.id);
    } catch (error) {
      if (error instanceof ConflictError) {
        if (
          await unschedule(
            deps,
            campaign.id,
            deps.now().toISOString(),
            `It could not start at its time: ${error.message}`,
          )
        )
          returned.push(campaign.id);
      } else {
        log.error('A scheduled campaign could not start; the next run tries again', {
          campaignId: campaign.id,
          error: String(error),
        });
        failure ??= error;
      }
    }
  }
  if (failure) throw failure;
  return { started, returned };
}
