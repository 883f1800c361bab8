import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newsletterInput, type Newsletter, type NewsletterInput } from '@contract/newsletters';
import { GROUP_VORACIOUS_READERS } from '@contract/mailing-list';
import { describedBy, inputClass } from '@frontend/components/form-field';
import {
  apiFieldErrors,
  focusFirstError,
  schemaFieldErrors,
  type FieldErrors as FieldErrorsOf,
} from '@frontend/lib/field-errors';
import { useItemSaves } from '@frontend/lib/use-autosave';
import { useSaveNewsletter } from '../api';
import { newsletterPath } from './newsletter-list';

type Field = keyof NewsletterInput;
type FieldErrors = FieldErrorsOf<Field>;
const FIELDS: Field[] = ['subject', 'previewText', 'audience', 'content', 'public', 'countEngagement'];

/** The contract's checks, in the browser before anything is sent. */
const validate = (values: NewsletterInput): FieldErrors => schemaFieldErrors(newsletterInput, values, FIELDS);

const formOf = (original?: Newsletter): NewsletterInput =>
  original
    ? {
        subject: original.subject,
        previewText: original.previewText,
        content: original.content,
        audience: original.audience,
        public: original.public,
        countEngagement: original.countEngagement,
      }
    : {
        subject: '',
        previewText: '',
        content: '',
        audience: GROUP_VORACIOUS_READERS,
        countEngagement: false,
      };

/**
 * The newsletter editor's form: its words, their messages, and their saves. A draft saves itself
 * after a pause in typing; a scheduled one waits for "Save" (docs/product-decisions.md, "Drafts
 * save themselves"). `saveNow` is the one save every button goes through.
 */
export function useNewsletterForm(original?: Newsletter) {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<NewsletterInput>(() => formOf(original));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveNewsletter();
  const draftSave = useSaveNewsletter();
  const autosave = useItemSaves({
    id: original?.id,
    body: values,
    autosave: !original || original.status === 'draft',
    incomplete: Object.keys(validate(values)).length > 0,
    saveDraft: draftSave.mutateAsync,
    save: save.mutateAsync,
  });

  const fieldId = (field: Field) => `${id}-${field}`;
  const set = (field: Field, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  /** A failed save or send: a 400's messages by their fields, any other failure above the buttons. */
  const fail = (error: unknown) => {
    const fields = apiFieldErrors(error, FIELDS);
    setErrors(fields);
    setFormError(Object.keys(fields).length ? null : error instanceof Error ? error.message : String(error));
    focusFirstError(FIELDS, fields, fieldId);
  };

  /** Saves the words as they are (a new draft gets its own address), answering the saved newsletter; null when invalid. */
  async function saveNow(): Promise<Newsletter | null> {
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (focusFirstError(FIELDS, found, fieldId)) return null;
    const saved = await autosave.saveNow();
    if (!original) void navigate(newsletterPath(saved.id), { replace: true });
    return saved;
  }

  /** Props every text control shares: id, value, change handler, validity and description. */
  const control = (field: Exclude<Field, 'audience' | 'public' | 'countEngagement'>, hint?: string) => ({
    id: fieldId(field),
    name: field,
    value: values[field] ?? '',
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), { hint, error: errors[field] }),
    className: inputClass,
  });

  return { id, values, errors, formError, saving: save.isPending, autosave, fieldId, set, fail, saveNow, control };
}
