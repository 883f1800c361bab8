import * as z from 'zod';
import { EMAIL_MAX_LENGTH } from './mailing-list';

/**
 * An email address as a request gives it, valid and at most EMAIL_MAX_LENGTH characters, normalised
 * where it enters as it is stored (trimmed, lower-cased: normaliseEmail), so the domain takes it as it is.
 */
export const emailAddress = z
  .string({ error: 'Please give an email address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Please give an email address.')
  .max(EMAIL_MAX_LENGTH, `An email address has at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Please give a valid email address.'));
