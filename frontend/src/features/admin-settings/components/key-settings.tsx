import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { storedKeyProblem, type StoredKeyState } from '@contract/stored-keys';
import { BusyButton } from '@frontend/components/busy-button';
import { describedBy, FormField, inputClass } from '@frontend/components/form-field';
import { QueryPanel } from '@frontend/components/query-panel';
import { toast } from '@frontend/components/toast';
import { useAuthorTimeZone } from '@frontend/lib/time-zone';
import { storedKeysQuery, useSaveStoredKey } from '../api';
import { keyText as text } from '../key-texts';

/** "6 Dec 2026", on her days. */
const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso));

/**
 * One key: its state, and a password field to replace it. The field never holds the stored key
 * (the API never gives it) and is emptied once a key is saved, so nothing of it stays on the page.
 */
function KeyForm({ state }: { state: StoredKeyState }) {
  const id = useId();
  const words = text.keys[state.key];
  const timeZone = useAuthorTimeZone();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const save = useSaveStoredKey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pasted = value.trim();
    // The same check as the API's, at once: she learns what is wrong before anything is sent.
    const problem = pasted ? storedKeyProblem(state.key, pasted) : text.empty;
    if (problem) return setError(problem);
    save.mutate(
      { key: state.key, value: pasted },
      {
        onSuccess: () => {
          setValue('');
          setError(undefined);
          toast(text.saved(words.label));
        },
        // The API's refusal is in words already (the shape's, or why it could not be stored).
        onError: (failure) => setError(failure.message),
      },
    );
  };
  const status = state.set && state.changedAt ? text.setOn(dayOf(state.changedAt, timeZone)) : words.notSet;
  const stateId = `${id}-state`;
  return (
    <form onSubmit={submit} aria-label={words.label} noValidate className="space-y-2">
      <FormField id={id} label={words.label} hint={words.hint}>
        <p id={stateId} className={`mt-1 text-sm ${state.set ? 'text-emerald-300' : 'text-amber-300'}`}>
          {status}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <input
            id={id}
            type="password"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={[stateId, describedBy(id, { hint: words.hint, error })].filter(Boolean).join(' ')}
            className={`${inputClass} min-w-0 flex-1 basis-56 font-mono`}
          />
          <BusyButton
            busy={save.isPending}
            label={text.save}
            busyLabel={text.saving}
            look="primary"
            ariaLabel={`${text.save} the ${words.label}`}
          />
        </div>
      </FormField>
      {/* Announced as it appears, and tied to the field (aria-describedby) for when she returns to it. */}
      <p id={`${id}-error`} role="alert" className="text-sm text-red-300 empty:hidden">
        {error ? `${text.notSaved} ${error}` : ''}
      </p>
    </form>
  );
}

/** The Account page's keys: MailerLite's and Stripe's, entered here, never shown again. */
export function KeySettings() {
  const keys = useQuery(storedKeysQuery());
  return (
    <QueryPanel title={text.heading} explain={text.explain} query={keys} texts={text}>
      {(data) => (
        <div className="space-y-5">
          {data.keys.map((state) => (
            <KeyForm key={state.key} state={state} />
          ))}
        </div>
      )}
    </QueryPanel>
  );
}
