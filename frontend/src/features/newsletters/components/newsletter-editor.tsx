import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { mayBePublic, NEWSLETTER_LIMITS, publicByDefault, type Audience, type Newsletter } from '@contract/newsletters';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { ConfirmChoices, Dialog } from '@frontend/components/dialog';
import { FormField, inputClass } from '@frontend/components/form-field';
import { CheckboxField } from '@frontend/components/checkbox-field';
import { FormError } from '@frontend/components/form-error';
import { LeaveGuard } from '@frontend/components/leave-guard';
import { SaveStateLine } from '@frontend/components/save-state';
import { MarkdownTextarea } from '@frontend/components/markdown-field';
import { toast } from '@frontend/components/toast';
import { audienceCountQuery, sendNewsletterTest, useDeleteNewsletter, useSendNewsletter } from '../api';
import { audienceLabel, newsletterText } from '../texts';
import { AudiencePicker } from './audience-picker';
import { NewsletterPreview } from './newsletter-preview';
import { newsletterPath } from './newsletter-list';
import { SchedulePanel } from './schedule-panel';
import { useNewsletterForm } from './use-newsletter-form';
import { useSiteContent } from '@frontend/lib/site-content';

const text = newsletterText.editor;
const LIST_PATH = '/admin/newsletters';

/**
 * A draft newsletter: its words (`useNewsletterForm`), its audience, a live preview, a test send,
 * and the send.
 */
export function NewsletterEditor({ original }: { original?: Newsletter }) {
  const navigate = useNavigate();
  const form = useNewsletterForm(original);
  const { id, values, errors, formError, autosave, fieldId, set, fail, saveNow, control } = form;
  // A test goes to her own inbox unless she types another: the address readers write to, as published.
  const [testTo, setTestTo] = useState(useSiteContent().author.email);
  const send = useSendNewsletter();
  const remove = useDeleteNewsletter();
  // The form holds what the contract accepts as input (text); the audience chosen is always one it names.
  const audience = values.audience as Audience;
  const audienceCount = useQuery(audienceCountQuery(audience));

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

  const busy = form.saving || test.isPending || sendNow.isPending || remove.isPending;
  const count = audienceCount.data?.count;

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

        <AudiencePicker
          id={id}
          audience={audience}
          onChange={(chosen) => set('audience', chosen)}
          error={errors.audience}
        />

        <FormField id={fieldId('content')} label={text.content} required hint={text.contentHint} error={errors.content}>
          <MarkdownTextarea maxLength={NEWSLETTER_LIMITS.content} {...control('content', text.contentHint)} />
        </FormField>

        {/* Left alone, the box follows the audience's default; a tag's newsletter is never on the site. */}
        {mayBePublic(audience) ? (
          <CheckboxField
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
        <CheckboxField
          id={fieldId('countEngagement')}
          checked={values.countEngagement === true}
          onChange={(checked) => set('countEngagement', checked)}
          label={text.countEngagement}
          hint={text.countEngagementHint}
        />

        <FormError message={formError} />
        <LeaveGuard when={autosave.dirty} onLeave={autosave.discard} />

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={`${buttonStyles.secondary} disabled:opacity-60`}>
            {form.saving && !test.isPending && !sendNow.isPending ? text.saving : text.save}
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
