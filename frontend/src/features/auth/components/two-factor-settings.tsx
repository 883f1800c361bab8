import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState, type FormEvent } from 'react';
import { useAuthorName } from '@frontend/lib/site-content';
import type { TwoFactorStatus } from '@contract/session';
import { finishTotpSetup, startTotpSetup, turnOffTotp, type TotpSetup } from '../amplify';
import { adminSessionQuery } from '../api';
import { SessionEndedError } from '../errors';
import { useEndSession } from '../use-sign-out';
import { CurrentPasswordField, fieldValue, FormAlert, FormNotice, SubmitButton, TotpCodeField } from './form-parts';
import { RecoveryCodesSettings, useMakeRecoveryCodes } from './recovery-codes';

const buttonClass =
  'rounded-md border border-parchment-400/40 px-4 py-2 text-sm text-parchment-200 hover:border-ember-500 hover:text-ember-300 disabled:opacity-60';

/** A new authenticator: the QR code and the secret as text, then a code from the app turns it on. */
function TotpEnrolment({ setup, onDone }: { setup: TotpSetup; onDone: () => void }) {
  const id = useId();
  const verify = useMutation({ mutationFn: finishTotpSetup, onSuccess: onDone });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify.mutate(fieldValue(new FormData(event.currentTarget), 'code'));
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Set up an authenticator app"
      className="mt-4 rounded-lg border border-ink-800 bg-ink-900/60 p-4"
    >
      <ol className="list-decimal space-y-2 pl-5 text-sm text-parchment-300">
        <li>Scan this QR code with an authenticator app (1Password, Google Authenticator, Authy…).</li>
        <li>Or type this secret into the app by hand.</li>
        <li>Type the 6-digit code the app then shows.</li>
      </ol>
      <div className="mt-4 inline-block rounded-md bg-white p-3">
        <QRCodeSVG value={setup.uri} size={176} title="QR code for your authenticator app" />
      </div>
      <p className="mt-3 text-sm text-parchment-300">
        Secret:{' '}
        <code data-testid="totp-secret" className="break-all rounded bg-ink-950 px-2 py-1 font-mono text-parchment-100">
          {setup.secret}
        </code>
      </p>
      <div className="mt-4 max-w-xs">
        <TotpCodeField id={`${id}-code`} label="Code from the app" />
      </div>
      <FormAlert message={verify.isError ? verify.error.message : null} />
      <div className="max-w-xs">
        <SubmitButton pending={verify.isPending} label="Turn on two-factor sign-in" pendingLabel="Checking…" />
      </div>
    </form>
  );
}

/** Turning it off asks for the password and a current code: see `turnOffTotp`. */
function TotpTurnOff({ email, onDone }: { email: string; onDone: () => void }) {
  const id = useId();
  const endSession = useEndSession();
  const turnOff = useMutation({
    mutationFn: (input: { password: string; code: string }) => turnOffTotp(email, input.password, input.code),
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof SessionEndedError) endSession(error.message);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    turnOff.mutate({ password: fieldValue(form, 'password', false), code: fieldValue(form, 'code') });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Turn off two-factor sign-in" className="mt-4 max-w-xs space-y-4">
      <p className="text-sm text-parchment-300">Your password and a current code from the app confirm it is you.</p>
      <CurrentPasswordField id={`${id}-password`} />
      <TotpCodeField id={`${id}-code`} />
      <FormAlert message={turnOff.isError ? turnOff.error.message : null} />
      <SubmitButton pending={turnOff.isPending} label="Turn off two-factor sign-in" pendingLabel="Turning off…" />
    </form>
  );
}

/** The account page's two-factor section: set up, replace the device, or turn off. */
export function TwoFactorSettings({ email, status }: { email: string; status: TwoFactorStatus }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'idle' | 'turnOff'>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  // Turning two-factor sign-in on (not replacing the device) makes the first recovery codes.
  const makeCodes = useMakeRecoveryCodes();
  const issuer = useAuthorName();
  const start = useMutation({ mutationFn: () => startTotpSetup(issuer, email), onMutate: () => setNotice(null) });
  const finished = (message: string) => {
    start.reset();
    setMode('idle');
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: adminSessionQuery().queryKey });
  };

  return (
    <section aria-labelledby="two-factor-heading" className="rounded-lg border border-ink-800 bg-ink-900/40 p-6">
      <h3 id="two-factor-heading" className="font-display text-xl text-parchment-100">
        Two-factor sign-in
      </h3>
      <p className="mt-2 text-sm text-parchment-300" data-testid="two-factor-state">
        {status.enabled
          ? 'On: signing in asks for a code from your authenticator app after the password.'
          : 'Off: the admin is guarded by your password alone.'}
        {status.required && !status.enabled ? ' This site requires it: the admin refuses to work until it is on.' : ''}
      </p>
      <FormNotice message={notice} />
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass}
          disabled={start.isPending}
          onClick={() => (setMode('idle'), start.mutate())}
        >
          {status.enabled ? 'Replace the device' : 'Set up an authenticator app'}
        </button>
        {status.enabled ? (
          <button type="button" className={buttonClass} onClick={() => (start.reset(), setMode('turnOff'))}>
            Turn off
          </button>
        ) : null}
      </div>
      <FormAlert message={start.isError ? start.error.message : null} />
      {start.isSuccess ? (
        <TotpEnrolment
          setup={start.data}
          onDone={() => {
            finished('Two-factor sign-in is on.');
            if (!status.enabled) makeCodes.mutate();
          }}
        />
      ) : null}
      {mode === 'turnOff' ? (
        <TotpTurnOff
          email={email}
          onDone={() => {
            makeCodes.reset();
            finished('Two-factor sign-in is off.');
          }}
        />
      ) : null}
      {status.enabled || makeCodes.data ? <RecoveryCodesSettings make={makeCodes} /> : null}
    </section>
  );
}
