import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BLOG_LIMITS, slugify, type BlogPost } from '@contract/blog';
import { buttonStyles } from '@frontend/components/buttons';
import { toast } from '@frontend/components/toast';
import { LeaveGuard } from '@frontend/components/leave-guard';
import { SaveStateLine } from '@frontend/components/save-state';
import { ApiError } from '@frontend/lib/api';
import { apiFieldErrors, focusFirstError } from '@frontend/lib/field-errors';
import { useItemSaves } from '@frontend/lib/use-autosave';
import {
  FIELD_ORDER,
  emptyPostForm,
  formFromPost,
  toPostInput,
  validatePostInput,
  type FieldErrors,
  type PostField,
  type PostFormValues,
} from '../post-form';
import { adminBlogText } from '../texts';
import { useSavePost } from '../use-post-mutations';
import { describedBy, FormField, inputClass } from '@frontend/components/form-field';
import { MarkdownTextarea } from '@frontend/components/markdown-field';
import { LivePreview } from './live-preview';
import { SwitchField } from './switch-field';

const text = adminBlogText.editor;

/** Where the editor returns after saving or cancelling: the blog administration list. */
const LIST_PATH = '/admin';

/**
 * What a failed save means for the form. A 409 about the slug (another post holds it) belongs
 * next to the slug field; a 400 lists its fields; anything else is said above the buttons.
 */
function failureOf(error: unknown): { fields: FieldErrors; form: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, form: error instanceof Error ? error.message : String(error) };
  if (error.status === 409 && /slug/i.test(error.message)) return { fields: { slug: error.message }, form: null };
  const fields = apiFieldErrors(error, FIELD_ORDER);
  return { fields, form: Object.keys(fields).length ? null : error.message };
}

/**
 * The post editor (docs/SPEC.md §5): a new post, or `original` to edit (saved with PUT). `actions`
 * join the buttons. A draft that stays a draft is saved by itself after a pause in typing (a new
 * one is created then, and changed from then on); a published post's changes, or a draft being
 * published, wait for the button (docs/product-decisions.md, "Drafts save themselves").
 */
export function PostEditor({ original, actions }: { original?: BlogPost; actions?: ReactNode }) {
  const id = useId();
  const navigate = useNavigate();
  const save = useSavePost();
  const draftSave = useSavePost();
  const [values, setValues] = useState<PostFormValues>(() => (original ? formFromPost(original) : emptyPostForm));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const input = toPostInput(values, original);
  const autosave = useItemSaves({
    id: original?.id,
    body: input,
    autosave: !original?.isPublished && !input.isPublished,
    incomplete: Object.keys(validatePostInput(input)).length > 0,
    saveDraft: draftSave.mutateAsync,
    save: save.mutateAsync,
  });

  const fieldId = (field: PostField) => `${id}-${field}`;
  const set = <F extends PostField>(field: F, value: PostFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field being corrected no longer shows its old message.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const focusFirst = (found: FieldErrors) => focusFirstError(FIELD_ORDER, found, fieldId);
  const toasts = adminBlogText.toasts;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found = validatePostInput(input);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    autosave.saveNow().then(
      () => {
        toast({ title: original ? toasts.updated : toasts.created });
        void navigate(LIST_PATH);
      },
      (error: unknown) => {
        toast({
          title: toasts.errorTitle,
          description: original ? toasts.updateFailed : toasts.createFailed,
          variant: 'destructive',
        });
        const failure = failureOf(error);
        setErrors(failure.fields);
        setFormError(failure.form);
        focusFirst(failure.fields);
      },
    );
  }

  const builtSlug = slugify(values.title);
  /** Props every text control shares: id, value, change handler, validity and description. */
  const control = (field: Exclude<PostField, 'isPublished' | 'isFeatured'>, hint?: string) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), { hint, error: errors[field] }),
    className: inputClass,
  });

  const pending = save.isPending;
  const publishButton = original ? text.save : text.create;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="space-y-6">
      <LeaveGuard when={autosave.dirty} onLeave={autosave.discard} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-display text-2xl text-parchment-100">
          {original ? text.editHeading : text.newHeading}
        </h2>
        <Link to={LIST_PATH} className="text-sm text-parchment-300 underline underline-offset-4 hover:text-ember-300">
          {text.backToPosts}
        </Link>
      </div>

      <FormField id={fieldId('title')} label={text.title} required error={errors.title}>
        <input type="text" maxLength={BLOG_LIMITS.title} required aria-required="true" {...control('title')} />
      </FormField>

      <FormField id={fieldId('slug')} label={text.slug} hint={text.slugHint(builtSlug)} error={errors.slug}>
        <input
          type="text"
          maxLength={BLOG_LIMITS.slug}
          placeholder={builtSlug}
          autoCapitalize="none"
          spellCheck={false}
          {...control('slug', text.slugHint(builtSlug))}
        />
      </FormField>

      <FormField id={fieldId('excerpt')} label={text.excerpt} hint={text.excerptHint} error={errors.excerpt}>
        <textarea rows={2} maxLength={BLOG_LIMITS.excerpt} {...control('excerpt', text.excerptHint)} />
      </FormField>

      <FormField id={fieldId('content')} label={text.content} required hint={text.contentHint} error={errors.content}>
        <MarkdownTextarea maxLength={BLOG_LIMITS.content} {...control('content', text.contentHint)} />
      </FormField>

      <LivePreview content={values.content} />

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          id={fieldId('coverImage')}
          label={text.coverImage}
          hint={text.coverImageHint}
          error={errors.coverImage}
        >
          <input
            type="text"
            inputMode="url"
            placeholder="/media/… or https://"
            {...control('coverImage', text.coverImageHint)}
          />
        </FormField>
        <FormField id={fieldId('category')} label={text.category} error={errors.category}>
          <input type="text" maxLength={BLOG_LIMITS.category} {...control('category')} />
        </FormField>
        <FormField id={fieldId('tags')} label={text.tags} hint={text.tagsHint} error={errors.tags}>
          <input type="text" {...control('tags', text.tagsHint)} />
        </FormField>
        <FormField
          id={fieldId('publishedDate')}
          label={text.publishedDate}
          hint={text.publishedDateHint}
          error={errors.publishedDate}
        >
          <input type="date" {...control('publishedDate', text.publishedDateHint)} />
        </FormField>
      </div>

      <fieldset className="space-y-4">
        <legend className="sr-only">Visibility</legend>
        <SwitchField
          id={fieldId('isPublished')}
          label={text.published}
          hint={text.publishedHint}
          checked={values.isPublished}
          onChange={(on) => set('isPublished', on)}
        />
        <SwitchField
          id={fieldId('isFeatured')}
          label={text.featured}
          hint={text.featuredHint}
          checked={values.isFeatured}
          onChange={(on) => set('isFeatured', on)}
        />
      </fieldset>

      {formError ? (
        <p role="alert" className="rounded-md border border-red-900/70 bg-red-950/50 px-3 py-2 text-sm text-red-200">
          {formError}
        </p>
      ) : Object.keys(errors).some((field) => errors[field as PostField]) ? (
        <p role="alert" className="text-sm text-red-300">
          {text.fixErrors}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-3 border-t border-ink-800 pt-6">
        <button
          type="submit"
          disabled={pending}
          className={`${buttonStyles.primary} disabled:cursor-wait disabled:opacity-70`}
        >
          {original ? (pending ? text.saving : text.save) : pending ? text.creating : text.create}
        </button>
        <Link to={LIST_PATH} className={buttonStyles.secondary}>
          {text.cancel}
        </Link>
        <SaveStateLine
          state={autosave.state}
          reasons={{
            manual: original?.isPublished
              ? text.unsavedPublished(publishButton)
              : text.unsavedPublishing(publishButton),
            incomplete: text.unsavedIncomplete,
          }}
        />
        {actions ? <div className="sm:ml-auto">{actions}</div> : null}
      </div>
    </form>
  );
}
