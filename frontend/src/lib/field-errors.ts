import type { ZodType } from 'zod';
import { ApiError } from './api-error';

/** One problem with a request's body, as the API's 400 reply lists it: `tags.3` is the fourth tag. */
export interface FieldIssue {
  path: string;
  message: string;
  /** A refusal the schema words for her already (an unknown merge field): shown as it is, not as the field's usual message. */
  inHerWords?: boolean;
}

/** A form's messages, one per field at most. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * One message per field, the first the schema or the server gave. An issue belongs to the field its
 * path starts with (`tags.3` to `tags`); one of a field the form does not show is left out, so the
 * form can say it as a whole instead.
 */
export function fieldErrorsOf<F extends string>(fields: readonly F[], issues: readonly FieldIssue[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const { path, message } of issues) {
    const field = fields.find((candidate) => path === candidate || path.startsWith(`${candidate}.`));
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The contract's own checks, run in the browser before sending, so the form says exactly what the API would. */
export function schemaFieldErrors<F extends string>(
  schema: ZodType,
  value: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldErrorsOf(
    fields,
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

/** The fields a failed request names: a 400 reply's issues; none for any other failure. */
export function apiFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  return error instanceof ApiError && error.status === 400 && error.issues ? fieldErrorsOf(fields, error.issues) : {};
}

/** Puts the focus on the first field, in the form's order, that has a message; answers whether one had. */
export function focusFirstError<F extends string>(
  fields: readonly F[],
  errors: FieldErrors<F>,
  idOf: (field: F) => string,
): boolean {
  const first = fields.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
  return first !== undefined;
}
