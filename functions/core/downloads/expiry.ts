import { DELIVERY_TIME_ZONE } from '../../contract/constants';

/**
 * How emails and pages write a link's expiry: a full date and time in the author's time zone
 * (Welland, Ontario), with the zone named, e.g. "Saturday, July 26, 2025 at 3:00 PM EDT".
 */
const format = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone: DELIVERY_TIME_ZONE,
});

export const formatExpiry = (at: Date) => format.format(at);
