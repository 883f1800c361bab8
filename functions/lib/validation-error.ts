import type * as z from 'zod';
import { BadRequestError } from './errors';

/** Each issue as a 400 reply lists it: `path` from `prefix` (`tags.3` is the fourth tag), and its message. */
function issuesOf(error: z.ZodError, prefix: string) {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    const keys = 'keys' in issue && Array.isArray(issue.keys) ? issue.keys : null;
    const message = keys ? `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}` : issue.message;
    return { path: path || '(body)', message };
  });
}

/** A sentence the schema wrote for a person ("The title is required."), not zod's own wording, which names types. */
const isSentence = (message: string) => /[.?!]$/.test(message.trim());

/**
 * What the refusal says to a person: the schema's own sentences, never a field's path or zod's
 * type words (`issues` keeps both, for the forms, which put each message by its field, and for
 * developers). A field the route does not take or a value zod words itself is most often the
 * page's fault, not the author's: she is told to check it or reload.
 */
function validationMessage(issues: { path: string; message: string; ours: boolean }[]): string {
  const sentences = [...new Set(issues.filter((issue) => issue.ours).map((issue) => issue.message.trim()))];
  const unreadable = issues.some((issue) => !issue.ours);
  const parts = unreadable
    ? [...sentences, 'Part of what was sent was not accepted: please check it, or reload the page and try again.']
    : sentences;
  return parts.join(' ');
}

/**
 * A schema's refusal as a 400 with `issues` [{path, message}]: the request's path parameters
 * (`prefix` 'path'), its body (no prefix), or a value inside the body (its field's name, `body`).
 */
export function validationError(error: z.ZodError, prefix = '') {
  const issues = issuesOf(error, prefix);
  const message = validationMessage(
    issues.map((issue, index) => {
      const raw = error.issues[index]!;
      return { ...issue, ours: raw.code !== 'unrecognized_keys' && isSentence(issue.message) };
    }),
  );
  return new BadRequestError(message, issues);
}
