import type { AdminSettings } from '../../contract/admin-settings';
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from '../../contract/time-zone';
import { putAdminSettings, readAdminSettings } from '../../entities/admin-settings';
import type { Deps } from '../../lib/deps';

/**
 * The author's time zone (contract/time-zone.ts), read from her settings: the sales desk, the
 * analytics and newsletter scheduling all count days in it. A busy function (the analytics' track
 * route) keeps it for TIME_ZONE_KEPT_MS of its clock, so a change reaches it within that.
 */
export const TIME_ZONE_KEPT_MS = 60_000;
let kept: { zone: string; until: number } | undefined;

export async function authorTimeZone(deps: Deps): Promise<string> {
  const now = deps.now().getTime();
  if (kept && now < kept.until && now >= kept.until - TIME_ZONE_KEPT_MS) return kept.zone;
  const stored = (await readAdminSettings(deps))?.timeZone;
  const zone = (stored && canonicalTimeZone(stored)) || DEFAULT_TIME_ZONE;
  kept = { zone, until: now + TIME_ZONE_KEPT_MS };
  return zone;
}

export const adminSettingsOf = async (deps: Deps): Promise<AdminSettings> => ({
  timeZone: await authorTimeZone(deps),
});

export async function setAuthorTimeZone(deps: Deps, zone: string): Promise<AdminSettings> {
  const timeZone = canonicalTimeZone(zone) ?? DEFAULT_TIME_ZONE;
  await putAdminSettings(deps, { timeZone, updatedAt: deps.now().toISOString() });
  kept = { zone: timeZone, until: deps.now().getTime() + TIME_ZONE_KEPT_MS };
  return { timeZone };
}
