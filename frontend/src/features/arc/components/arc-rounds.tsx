import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ARC_PLATFORMS, ARC_SEATS_MAX, type ArcPlatform, type Ebook } from '@contract/arc';
import { authorDayIn } from '@contract/deadline';
import { AdminPageHeader } from '@frontend/components/admin-page-header';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { CheckboxOptions, type ChoiceLook } from '@frontend/components/choice-options';
import { FormError } from '@frontend/components/form-error';
import { FormField, inputClass } from '@frontend/components/form-field';
import { QueryState } from '@frontend/components/query-state';
import { useAuthorTimeZone } from '@frontend/lib/time-zone';
import { ArcQuery } from './arc-query';
import { arcRoundsQuery, ebooksQuery, useCreateArcRound } from '../api';
import { ARC_PLATFORM_LABELS, arcText } from '../texts';
import { Options } from '@frontend/components/options';

const text = arcText.rounds;
export const ARC_PATH = '/admin/arc';
/** A row of radio buttons or checkboxes on the ARC pages. */
export const CHOICE_LOOK: ChoiceLook = {
  label: 'inline-flex min-h-11 items-center gap-2 text-sm text-parchment-200',
  input: 'size-4 accent-ember-600',
};
const PLATFORM_OPTIONS = ARC_PLATFORMS.map((platform) => [platform, ARC_PLATFORM_LABELS[platform]] as const);

/** `/admin/arc`: the campaigns, newest first, and the form that starts one. */
export function ArcRounds() {
  const campaigns = useQuery(arcRoundsQuery());
  const ebooks = useQuery(ebooksQuery());
  return (
    <section aria-labelledby="arc-heading" className="space-y-8">
      <AdminPageHeader id="arc-heading" title={text.heading} intro={text.intro} />
      <ArcQuery query={campaigns} texts={text} isEmpty={(data) => data.campaigns.length === 0}>
        {(data) => (
          <ul className="space-y-3">
            {data.campaigns.map((campaign) => (
              <li key={campaign.id} className="rounded-lg border border-ink-700 bg-ink-900/60 p-4">
                <Link to={`${ARC_PATH}/${campaign.id}`} className={`${textLinkStyle} font-display text-lg`}>
                  {campaign.bookTitle}
                </Link>
                <p className="mt-1 text-sm text-parchment-300">
                  {text.due(campaign)} · {text.invited(campaign.invited, campaign.seats)} ·{' '}
                  {text.reviewed(campaign.reviewed)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ArcQuery>
      <QueryState
        query={ebooks}
        pending={null}
        error={arcText.books.loadFailed}
        empty={
          <p className="text-parchment-300">
            {text.noBooks}{' '}
            <Link to="/admin/books" className={textLinkStyle}>
              {text.booksLink}
            </Link>
          </p>
        }
        isEmpty={(data) => data.books.length === 0}
      >
        {(data) => <CreateForm books={data.books} />}
      </QueryState>
    </section>
  );
}

function CreateForm({ books }: { books: Ebook[] }) {
  const navigate = useNavigate();
  const create = useCreateArcRound();
  const [bookId, setBookId] = useState(books[0]!.id);
  const [seats, setSeats] = useState('20');
  // In 30 days of the author's zone (the round's deadline is a day there), until she picks a day.
  const zone = useAuthorTimeZone();
  const [picked, setDeadline] = useState<string>();
  const deadline = picked ?? authorDayIn(30, new Date(), zone);
  const [instructions, setInstructions] = useState('');
  const [platforms, setPlatforms] = useState<ArcPlatform[]>(['goodreads', 'amazon']);
  const [reminder, setReminder] = useState('3');
  const toggle = (platform: ArcPlatform) =>
    setPlatforms((now) => (now.includes(platform) ? now.filter((p) => p !== platform) : [...now, platform]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { bookId, seats: Number(seats), deadline, instructions, platforms, reminderDaysBefore: Number(reminder) },
      { onSuccess: (campaign) => navigate(`${ARC_PATH}/${campaign.id}`) },
    );
  };
  // The three short fields side by side: seats, deadline, reminder.
  const shortFields = [
    { id: 'arc-seats', label: text.seats, type: 'number', min: 1, max: ARC_SEATS_MAX, value: seats, set: setSeats },
    { id: 'arc-deadline', label: text.deadline, type: 'date', value: deadline, set: setDeadline },
    { id: 'arc-reminder', label: text.reminder, type: 'number', min: 0, max: 60, value: reminder, set: setReminder },
  ];
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="create-heading"
      className="space-y-4 rounded-lg border border-ink-700 p-4"
    >
      <h3 id="create-heading" className="font-display text-xl text-parchment-100">
        {text.create}
      </h3>
      <FormField id="arc-book" label={text.book} required>
        <select id="arc-book" value={bookId} onChange={(event) => setBookId(event.target.value)} className={inputClass}>
          <Options choices={books.map((book) => ({ value: book.id, label: book.title }))} />
        </select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {shortFields.map(({ id, label, set, ...input }) => (
          <FormField key={id} id={id} label={label} required>
            <input id={id} {...input} onChange={(event) => set(event.target.value)} className={inputClass} />
          </FormField>
        ))}
      </div>
      <FormField id="arc-instructions" label={text.instructions} hint={text.instructionsHint}>
        <textarea
          id="arc-instructions"
          rows={4}
          maxLength={5000}
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
          aria-describedby="arc-instructions-hint"
          className={inputClass}
        />
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium text-parchment-200">{text.platforms}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6">
          <CheckboxOptions options={PLATFORM_OPTIONS} checked={platforms} onChange={toggle} look={CHOICE_LOOK} />
        </div>
      </fieldset>
      <FormError message={create.error?.message} />
      <button type="submit" disabled={create.isPending} className={`${buttonStyles.primary} disabled:opacity-60`}>
        {create.isPending ? text.creating : text.submit}
      </button>
    </form>
  );
}
