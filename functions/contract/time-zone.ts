import { DELIVERY_TIME_ZONE } from './constants';

/**
 * The author's time zone, one setting for every day the admin counts (the sales desk's days, the
 * analytics' days, when a newsletter is scheduled): an IANA name, Ontario's by default, which she
 * changes in the admin's Account settings. Zod-free arithmetic on it for the server and the app.
 */

/** Where the author lives (Welland, Ontario) until she says otherwise. */
export const DEFAULT_TIME_ZONE = DELIVERY_TIME_ZONE;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const partFormats = new Map<string, Intl.DateTimeFormat>();
const cached = (formats: Map<string, Intl.DateTimeFormat>, zone: string, make: () => Intl.DateTimeFormat) => {
  let format = formats.get(zone);
  if (!format) formats.set(zone, (format = make()));
  return format;
};

/** The zone's canonical name, or undefined for a name the platform does not know (`Mars/Olympus`). */
export function canonicalTimeZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `zone`. */
export const dayIn = (zone: string, at: Date): string =>
  cached(dayFormats, zone, () => new Intl.DateTimeFormat('en-CA', { timeZone: zone })).format(at);

/** How far `zone`'s clock is ahead of UTC at an instant, in ms (Toronto in winter: −5 h). */
function offsetAt(zone: string, at: number): number {
  const parts = cached(
    partFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  ).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a wall-clock time (`YYYY-MM-DDTHH:mm`, or a day: its midnight) happens in `zone`. */
export function instantIn(zone: string, wallClock: string): Date {
  const asUtc = Date.parse(`${wallClock.length === 10 ? `${wallClock}T00:00` : wallClock}Z`);
  const first = asUtc - offsetAt(zone, asUtc);
  return new Date(asUtc - offsetAt(zone, first));
}

/** An instant as a wall-clock time in `zone` (`YYYY-MM-DDTHH:mm`), as a datetime-local field holds it. */
export function wallClockIn(zone: string, at: Date): string {
  return new Date(at.getTime() + offsetAt(zone, at.getTime())).toISOString().slice(0, 16);
}

/** The zone as the author reads it: "America/Toronto (EST)". */
export function describeTimeZone(zone: string, at = new Date()): string {
  const short = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== zone ? `${zone} (${short})` : zone;
}
