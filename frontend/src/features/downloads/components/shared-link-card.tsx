import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { SHARED_LINK_HOURS } from '@contract/constants';
import { SHARED_LINK_MAX_HOURS, SHARED_LINK_MIN_HOURS } from '@contract/downloads';
import { buttonStyles } from '@frontend/components/buttons';
import { CopyButton } from '@frontend/components/copy-button';
import { Panel } from '@frontend/components/panel';
import { toast } from '@frontend/components/toast';
import { formatDateTime } from '@frontend/lib/format';
import { generateSharedLink } from '../send-emails-api';
import { messageOf } from '../format';
import { sendEmailsText } from '../send-emails-texts';
import { inputClass } from './styles';

const text = sendEmailsText.shared;

function parseHours(value: string): number | null {
  const hours = Number(value);
  return Number.isInteger(hours) && hours >= SHARED_LINK_MIN_HOURS && hours <= SHARED_LINK_MAX_HOURS ? hours : null;
}

/** A link anyone may use, valid `hoursToExpire` hours (72 by default, docs/SPEC.md §9). */
export function SharedLinkCard() {
  const id = useId();
  const [hours, setHours] = useState(String(SHARED_LINK_HOURS));
  const [invalid, setInvalid] = useState(false);
  const generation = useMutation({
    mutationFn: generateSharedLink,
    onSuccess: () => toast(sendEmailsText.toasts.sharedLinkReady),
    onError: (error) =>
      toast({
        title: sendEmailsText.toasts.linkGenerationFailed,
        description: messageOf(error, sendEmailsText.toasts.linkFailedFallback),
        variant: 'destructive',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHours(hours);
    setInvalid(parsed === null);
    if (parsed !== null) generation.mutate(parsed);
  };

  const link = generation.data;
  return (
    <Panel title={text.heading} explain={text.explain}>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <label htmlFor={`${id}-hours`} className="block text-sm font-medium text-parchment-200">
            {text.hoursLabel}
          </label>
          <input
            id={`${id}-hours`}
            type="number"
            inputMode="numeric"
            min={SHARED_LINK_MIN_HOURS}
            max={SHARED_LINK_MAX_HOURS}
            step={1}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={generation.isPending} className={`${buttonStyles.primary} disabled:opacity-60`}>
          {generation.isPending ? text.generating : text.generate}
        </button>
        <p id={`${id}-hint`} className={`w-full text-xs ${invalid ? 'text-red-300' : 'text-parchment-400'}`}>
          {invalid
            ? text.hoursError(SHARED_LINK_MIN_HOURS, SHARED_LINK_MAX_HOURS)
            : text.hoursHint(SHARED_LINK_MIN_HOURS, SHARED_LINK_MAX_HOURS)}
        </p>
      </form>

      <div aria-live="polite">
        {link ? (
          <div className="mt-4 space-y-2 rounded-md border border-ink-800 bg-ink-950/60 p-3">
            <label htmlFor={`${id}-url`} className="block text-xs tracking-wide text-parchment-400 uppercase">
              {text.urlLabel}
            </label>
            <input
              id={`${id}-url`}
              readOnly
              value={link.downloadUrl}
              onFocus={(event) => event.target.select()}
              className={`${inputClass} font-mono text-xs`}
            />
            <p className="text-sm text-parchment-300">
              <time dateTime={link.expiresAt}>{text.expires(formatDateTime(link.expiresAt))}</time>
            </p>
            <CopyButton
              value={link.downloadUrl}
              label={text.copy}
              copiedLabel={text.copied}
              copied={sendEmailsText.toasts.linkCopied}
              failed={sendEmailsText.toasts.copyFailed}
              className={buttonStyles.secondary}
            />
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
