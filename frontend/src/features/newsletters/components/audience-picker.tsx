import { useQuery } from '@tanstack/react-query';
import type { InputHTMLAttributes } from 'react';
import { AUDIENCES, audienceTag, TAG_AUDIENCE_PREFIX, type Audience } from '@contract/newsletters';
import { QueryState } from '@frontend/components/query-state';
import { readerTagsQuery } from '@frontend/lib/reader-tags-query';
import { audienceCountQuery } from '../api';
import { newsletterText } from '../texts';
import { Options } from '@frontend/components/options';

const text = newsletterText.editor;

function AudienceCount({ audience }: { audience: Audience }) {
  const count = useQuery(audienceCountQuery(audience));
  return (
    <span className="text-parchment-400" data-testid={`audience-count-${audience}`}>
      (
      <QueryState query={count} pending={newsletterText.counting} error={(error) => error.message}>
        {(data) => newsletterText.readers(data.count)}
      </QueryState>
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
              <Options choices={(tags.data ?? [{ tag: chosen }]).map(({ tag }) => ({ value: tag, label: tag }))} />
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

/**
 * Who a newsletter goes to: one of the lists, or the readers with one tag, each with how many
 * confirmed readers it reaches now. `id` names the group (`{id}-audience`) and its hint.
 */
export function AudiencePicker({
  id,
  audience,
  onChange,
  error,
}: {
  id: string;
  audience: Audience;
  onChange: (audience: Audience) => void;
  error?: string;
}) {
  const name = `${id}-audience`;
  return (
    <fieldset aria-describedby={`${id}-audience-hint`} className="space-y-3">
      <legend className="text-sm font-medium text-parchment-200">{text.audience}</legend>
      <p id={`${id}-audience-hint`} className="text-xs text-parchment-400">
        {text.audienceHint}
      </p>
      {AUDIENCES.map((list) => (
        <AudienceOption
          key={list}
          audience={list}
          name={name}
          checked={audience === list}
          onChange={() => onChange(list)}
        />
      ))}
      <TagAudienceOption audience={audience} name={name} onChange={onChange} />
      {error ? <p className="text-sm text-red-300">{error}</p> : null}
    </fieldset>
  );
}
