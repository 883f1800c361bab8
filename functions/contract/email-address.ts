import * as z from 'zod';
import { EMAIL_MAX_LENGTH } from './mailing-list';

/** An email address as a request gives it: trimmed, at most EMAIL_MAX_LENGTH characters, valid. */
export const emailAddress = z
  .string({ error: 'Please give an email address.' })
  .trim()
  .min(1, 'Please give an email address.')
  .max(EMAIL_MAX_LENGTH, `An email address has at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Please give a valid email address.'));
