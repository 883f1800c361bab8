import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CONTACT_EMAIL } from '@content/author';
import {
  AUDIENCES,
  audienceTag,
  mayBePublic,
  NEWSLETTER_LIMITS,
  newsletterInput,
  publicByDefault,
  TAG_AUDIENCE_PREFIX,
  type Audience,
  type Newsletter,
  type NewsletterInput,
} from '@contract/newsletters';
import { GROUP_VORACIOUS_READERS } from '@contract/mailing-list';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { ConfirmChoices, Dialog } from '@frontend/components/dialog';
import { describedBy, FormField, inputClass } from '@frontend/components/form-field';
import { FormError } from '@frontend/components/form-error';
import { LeaveGuard } from '@frontend/components/leave-guard';
import { SaveStateLine } from '@frontend/components/save-state';
import { MarkdownTextarea } from '@frontend/components/markdown-field';
import { toast } from '@frontend/components/toast';
import { ApiError } from '@frontend/lib/api';
import { readerTagsQuery } from '@frontend/lib/reader-tags-query';
import { useAutosave } from '@frontend/lib/use-autosave';
import {
  audienceCountQuery,
  sendNewsletterTest,
  useDeleteNewsletter,
  useSaveNewsletter,
  useSendNewsletter,
} from '../api';
import { audienceLabel, newsletterText } from '../texts';
import { NewsletterPreview } from './newsletter-preview';
import { newsletterPath } from './newsletter-list';
import { SchedulePanel } from './schedule-panel';

const text = newsletterText.editor;
const LIST_PATH = '/admin/newsletters';

type Field = keyof NewsletterInput;
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['subject', 'previewText', 'audience', 'content', 'public', 'countEngagement'];

const errorsOf = (issues: { path: string; message: string }[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const field = FIELDS.find((candidate) => path === candidate || path.startsWith(`${candidate}.`));
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
};

/** The contract's checks, in the browser before anything is sent. */
function validate(values: NewsletterInput): FieldErrors {
  const result = newsletterInput.safeParse(values);
  return result.success
    ? {}
    : errorsOf(
        result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
      );
}

function AudienceCount({ audience }: { audience: Audience }) {
  const count = useQuery(audienceCountQuery(audience));
  return (
    <span className="text-parchment-400" data-testid={`audience-count-${audience}`}>
      (
      {count.isSuccess
        ? newsletterText.readers(count.data.count)
        : count.isError
          ? count.error.message
          : newsletterText.counting}
      )
    </span>
  );
}

/** An audience's radio button, described by the hint under its label (`{id}-hint`). */
function AudienceRadio({ id, ...input }: { id: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input type="radio" id={id} {...input} className="mt-1 size-4 accent-ember-500" aria-describedby={`${id}-hint`} />
  );
}

function AudienceOption({
  audience,
  checked,
  onChange,
  name,
}: {
  audience: (typeof AUDIENCES)[number];
  checked: boolean;
  onChange: () => void;
  name: string;
}) {
  const id = `${name}-${audience}`;
  return (
    <div className="flex items-start gap-3">
      <AudienceRadio id={id} name={name} value={audience} checked={checked} onChange={onChange} />
      <label htmlFor={id} className="text-sm text-parchment-100">
        {newsletterText.audiences[audience]} <AudienceCount audience={audience} />
        <span id={`${id}-hint`} className="block text-xs text-parchment-400">
          {newsletterText.audienceHints[audience]}
        </span>
      </label>
    </div>
  );
}

/** Readers with one of the author's tags: a radio, and the tag chosen from those in use. */
function TagAudienceOption({
  audience,
  onChange,
  name,
}: {
  audience: Audience;
  onChange: (audience: Audience) => void;
  name: string;
}) {
  const tags = useQuery(readerTagsQuery());
  const chosen = audienceTag(audience);
  const first = tags.data?.[0]?.tag;
  const id = `${name}-tag`;
  const none = tags.isSuccess && !first;
  return (
    <div className="flex items-start gap-3">
      <AudienceRadio
        id={id}
        name={name}
        value="tag"
        checked={chosen !== undefined}
        disabled={none && chosen === undefined}
        onChange={() => first && onChange(`${TAG_AUDIENCE_PREFIX}${first}`)}
      />
      <div className="text-sm text-parchment-100">
        <label htmlFor={id}>{newsletterText.tagAudience}</label>
        {chosen !== undefined ? (
          <>
            {' '}
            <label htmlFor={`${id}-choice`} className="sr-only">
              {newsletterText.tagChoice}
            </label>
            <select
              id={`${id}-choice`}
              value={chosen}
              onChange={(event) => onChange(`${TAG_AUDIENCE_PREFIX}${event.target.value}`)}
              className="ml-1 rounded-md border border-ink-700 bg-ink-950 px-2 py-1 text-sm text-parchment-100 focus:border-ember-500 focus:outline-none focus:ring-2 focus:ring-ember-500/40"
            >
              {(tags.data ?? [{ tag: chosen, readers: 0 }]).map(({ tag }) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>{' '}
            <AudienceCount audience={audience} />
          </>
        ) : null}
        <span id={`${id}-hint`} className="block text-xs text-parchment-400">
          {none ? newsletterText.noTags : newsletterText.tagAudienceHint}
        </span>
      </div>
    </div>
  );
}

/** A choice of the editor: a checkbox, its label and why. */
function EditorCheckbox({
  id,
  checked,
  onChange,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 accent-ember-500"
      />
      <label htmlFor={id} className="text-sm text-parchment-100">
        {label}
        <span id={`${id}-hint`} className="block text-xs text-parchment-400">
          {hint}
        </span>
      </label>
    </div>
  );
}

/**
 * A draft newsletter: its words, its audience, a live preview, a test send, and the send. A draft
 * saves itself after a pause in typing; a scheduled one waits for "Save" (docs/product-decisions.md,
 * "Drafts save themselves").
 */
export function NewsletterEditor({ original }: { original?: Newsletter }) {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<NewsletterInput>(() =>
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
        },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [testTo, setTestTo] = useState(CONTACT_EMAIL);
  const save = useSaveNewsletter();
  const draftSave = useSaveNewsletter();
  // Its id once it is on the server: a new draft gets one at its first save, autosave or not.
  const storedId = useRef(original?.id);
  const key = JSON.stringify(values);
  const [initialKey] = useState(key);
  const autosave = useAutosave({
    current: key,
    saved: initialKey,
    stored: Boolean(original),
    autosave: !original || original.status === 'draft',
    incomplete: Object.keys(validate(values)).length > 0,
    save: async () => {
      const saved = await draftSave.mutateAsync({ id: storedId.current, body: values });
      storedId.current = saved.id;
      return key;
    },
  });
  const send = useSendNewsletter();
  const remove = useDeleteNewsletter();
  // The form holds what the contract accepts as input (text); the audience chosen is always one it names.
  const audience = values.audience as Audience;
  const audienceCount = useQuery(audienceCountQuery(audience));

  const fieldId = (field: Field) => `${id}-${field}`;
  const set = (field: Field, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const fail = (error: unknown) => {
    const fields = error instanceof ApiError && error.status === 400 && error.issues ? errorsOf(error.issues) : {};
    setErrors(fields);
    setFormError(Object.keys(fields).length ? null : error instanceof Error ? error.message : String(error));
    const first = FIELDS.find((field) => fields[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  /** Saves the words as they are (a new draft gets its own address), answering the saved newsletter; null when invalid. */
  async function saveNow(): Promise<Newsletter | null> {
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return null;
    }
    const saved = await autosave.run(() => save.mutateAsync({ id: storedId.current, body: values }));
    storedId.current = saved.id;
    autosave.markSaved(key);
    if (!original) void navigate(newsletterPath(saved.id), { replace: true });
    return saved;
  }

  const test = useMutation({
    mutationFn: async () => {
      const saved = await saveNow();
      return saved ? sendNewsletterTest(saved.id, testTo) : null;
    },
    onSuccess: (reply) => reply && toast(text.testSent(reply.to)),
    onError: (error) => {
      toast({ title: text.failed, description: error.message, variant: 'destructive' });
      fail(error);
    },
  });

  const sendNow = useMutation({
    mutationFn: async () => {
      const saved = await saveNow();
      return saved ? send.mutateAsync(saved.id).then((started) => ({ ...started, id: saved.id })) : null;
    },
    onSuccess: (started) => {
      if (!started) return;
      toast(text.started(started.total));
      void navigate(newsletterPath(started.id), { replace: true });
    },
    onError: (error) => {
      toast({ title: text.failed, description: error.message, variant: 'destructive' });
      fail(error);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saveNow().then(
      (saved) => saved && toast({ title: text.saved }),
      (error: unknown) => fail(error),
    );
  }

  const busy = save.isPending || test.isPending || sendNow.isPending || remove.isPending;
  const count = audienceCount.data?.count;
  const control = (field: Exclude<Field, 'audience' | 'public' | 'countEngagement'>, hint?: string) => ({
    id: fieldId(field),
    name: field,
    value: values[field] ?? '',
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), { hint, error: errors[field] }),
    className: inputClass,
  });

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-heading`} className="font-display text-2xl text-parchment-100">
            {original ? text.editHeading : text.newHeading}
          </h2>
          <Link to={LIST_PATH} className={`text-sm ${textLinkStyle}`}>
            {text.back}
          </Link>
        </div>

        <FormField id={fieldId('subject')} label={text.subject} required error={errors.subject}>
          <input
            type="text"
            maxLength={NEWSLETTER_LIMITS.subject}
            required
            aria-required="true"
            {...control('subject')}
          />
        </FormField>
        <FormField
          id={fieldId('previewText')}
          label={text.previewText}
          hint={text.previewTextHint}
          error={errors.previewText}
        >
          <input
            type="text"
            maxLength={NEWSLETTER_LIMITS.previewText}
            {...control('previewText', text.previewTextHint)}
          />
        </FormField>

        <fieldset aria-describedby={`${id}-audience-hint`} className="space-y-3">
          <legend className="text-sm font-medium text-parchment-200">{text.audience}</legend>
          <p id={`${id}-audience-hint`} className="text-xs text-parchment-400">
            {text.audienceHint}
          </p>
          {AUDIENCES.map((audience) => (
            <AudienceOption
              key={audience}
              audience={audience}
              name={`${id}-audience`}
              checked={values.audience === audience}
              onChange={() => set('audience', audience)}
            />
          ))}
          <TagAudienceOption
            audience={audience}
            name={`${id}-audience`}
            onChange={(audience) => set('audience', audience)}
          />
          {errors.audience ? <p className="text-sm text-red-300">{errors.audience}</p> : null}
        </fieldset>

        <FormField id={fieldId('content')} label={text.content} required hint={text.contentHint} error={errors.content}>
          <MarkdownTextarea maxLength={NEWSLETTER_LIMITS.content} {...control('content', text.contentHint)} />
        </FormField>

        {/* Left alone, the box follows the audience's default; a tag's newsletter is never on the site. */}
        {mayBePublic(audience) ? (
          <EditorCheckbox
            id={fieldId('public')}
            checked={values.public ?? publicByDefault(audience)}
            onChange={(checked) => set('public', checked)}
            label={text.public}
            hint={text.publicHint}
          />
        ) : (
          <p className="text-sm text-parchment-300" data-testid="tag-newsletter-private">
            {text.tagPrivate}
          </p>
        )}
        <EditorCheckbox
          id={fieldId('countEngagement')}
          checked={values.countEngagement === true}
          onChange={(checked) => set('countEngagement', checked)}
          label={text.countEngagement}
          hint={text.countEngagementHint}
        />

        <FormError message={formError} />
        <LeaveGuard when={autosave.dirty} />

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={`${buttonStyles.secondary} disabled:opacity-60`}>
            {save.isPending && !test.isPending && !sendNow.isPending ? text.saving : text.save}
          </button>
          <Dialog
            trigger={
              <button
                type="button"
                disabled={busy || !count}
                aria-describedby={count === 0 ? `${id}-nobody` : undefined}
                className={`${buttonStyles.primary} disabled:cursor-not-allowed disabled:opacity-50`}
              >
                {text.sendNow}
              </button>
            }
            title={text.confirmTitle}
            description={text.confirmDescription(count ?? 0, audienceLabel(audience))}
            closeLabel={text.close}
          >
            <ConfirmChoices
              cancel={text.cancel}
              confirm={text.confirm(count ?? 0)}
              onConfirm={() => sendNow.mutate()}
            />
          </Dialog>
          {count === 0 ? (
            <span id={`${id}-nobody`} className="text-sm text-parchment-400">
              {text.nobody}
            </span>
          ) : null}
          <SaveStateLine
            state={autosave.state}
            reasons={{ manual: text.unsavedScheduled(text.save), incomplete: text.unsavedIncomplete }}
          />
        </div>
      </form>

      <SchedulePanel newsletter={original} save={saveNow} busy={busy} />

      <section
        aria-labelledby={`${id}-test-heading`}
        className="rounded-lg border border-ink-800 bg-ink-900/60 p-4 sm:p-5"
      >
        <h3 id={`${id}-test-heading`} className="font-display text-lg text-parchment-100">
          {text.sendTest}
        </h3>
        <form
          noValidate
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            test.mutate();
          }}
        >
          <div className="min-w-64 grow">
            <FormField id={`${id}-test-to`} label={text.testTo} hint={text.testToHint}>
              <input
                id={`${id}-test-to`}
                type="email"
                value={testTo}
                onChange={(event) => setTestTo(event.target.value)}
                aria-describedby={`${id}-test-to-hint`}
                className={inputClass}
              />
            </FormField>
          </div>
          <button type="submit" disabled={busy} className={`${buttonStyles.secondary} mb-5 disabled:opacity-60`}>
            {test.isPending ? text.sendingTest : text.sendTest}
          </button>
        </form>
      </section>

      <NewsletterPreview
        words={{ subject: values.subject, previewText: values.previewText ?? '', content: values.content }}
      />

      {original ? (
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            remove.mutate(original.id, {
              onSuccess: () => {
                toast({ title: text.deleted });
                void navigate(LIST_PATH);
              },
              onError: (error) => toast({ title: text.failed, description: error.message, variant: 'destructive' }),
            })
          }
          className={`${buttonStyles.quiet} disabled:opacity-60`}
        >
          {text.delete}
        </button>
      ) : null}
    </div>
  );
}
