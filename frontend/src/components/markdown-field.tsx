import type { TextareaHTMLAttributes } from 'react';
import { inputClass } from './form-field';

/**
 * The control for the Markdown body of a post or a newsletter: a tall, monospaced, required
 * textarea. The caller gives its id, value and description as for any field's control.
 */
export function MarkdownTextarea(textarea: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea rows={14} required aria-required="true" {...textarea} className={`${inputClass} font-mono text-sm`} />
  );
}
