import * as z from 'zod';
import { canonicalTimeZone } from './time-zone';

/** The author's admin settings (the Account page): the time zone every day the admin counts is a day of. */
export const adminSettings = z.object({
  /** An IANA name, such as America/Toronto. */
  timeZone: z.string(),
});
export type AdminSettings = z.infer<typeof adminSettings>;

export const adminSettingsBody = z.strictObject({
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => canonicalTimeZone(zone) !== undefined, {
      error: 'Choose a time zone from the list, such as America/Toronto.',
    })
    .meta({ examples: ['America/Toronto'] }),
});
