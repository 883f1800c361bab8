import * as z from 'zod';
import type { ApiEvent } from './reply';

/** The Content-Types an HTML form posts with (RFC 8058 asks mail providers for multipart). */
export const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** The request's media type, lower case, without parameters. */
export const mediaTypeOf = (event: ApiEvent | undefined) =>
  (event?.headers?.['content-type'] ?? '').toLowerCase().split(';')[0]!.trim();

/** Whether the request was posted as an HTML form: its answer, error or not, is then a page. */
export const postedAsForm = (event: ApiEvent | undefined) =>
  (FORM_MEDIA_TYPES as readonly string[]).includes(mediaTypeOf(event));

/** What a body field takes, under its optional/nullable/default/pipe wrappers. */
function kindOf(field: z.ZodType | undefined): 'list' | 'yes-no' | 'text' {
  let schema: unknown = field;
  while (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPipe
  ) {
    schema = schema instanceof z.ZodPipe ? schema.in : schema.unwrap();
  }
  return schema instanceof z.ZodArray ? 'list' : schema instanceof z.ZodBoolean ? 'yes-no' : 'text';
}

const YES_NO = new Map(
  Object.entries({ on: true, true: true, yes: true, '1': true, off: false, false: false, no: false, '0': false }),
);

/**
 * A form's fields as the route's body schema takes them: every value of a list field (repeated
 * fields, ticked boxes sharing a name) as an array, a ticked box of a yes/no field as true. Any
 * other field sent more than once stays a list, so the schema refuses it instead of one value
 * silently winning.
 */
export function formFields(entries: Iterable<[string, string]>, body: z.ZodType): Record<string, unknown> {
  const shape = body instanceof z.ZodObject ? (body.shape as Record<string, z.ZodType>) : {};
  const values = new Map<string, string[]>();
  for (const [name, value] of entries) values.set(name, [...(values.get(name) ?? []), value]);
  return Object.fromEntries(
    [...values].map(([name, all]) => {
      const kind = Object.hasOwn(shape, name) ? kindOf(shape[name]) : 'text';
      if (kind === 'list') return [name, all];
      if (all.length > 1) return [name, all];
      const value = all[0]!;
      return [name, kind === 'yes-no' ? (YES_NO.get(value.toLowerCase()) ?? value) : value];
    }),
  );
}
