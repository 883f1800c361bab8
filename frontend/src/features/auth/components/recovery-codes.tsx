import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { RECOVERY_CODE_COUNT, type RecoveryCodes } from '@contract/session';
import { callApi } from '../../../lib/api';
import { recoveryCodesQuery } from '../api';
import { AuthStep, CurrentPasswordField, Field, fieldValue, FormAlert } from './form-parts';

const buttonClass =
  'rounded-md border border-parchment-400/40 px-4 py-2 text-sm text-parchment-200 hover:border-ember-500 hover:text-ember-300 disabled:opacity-60';

/** New codes, shown this once, until she says she has kept them. */
function FreshCodes({ codes, onKept }: RecoveryCodes & { onKept: () => void }) {
  return (
    <div className="mt-4 rounded-lg border border-ember-700/60 bg-ink-950/60 p-4" data-testid="recovery-codes">
      <p className="text-sm text-parchment-100">
        Keep these somewhere safe away from your phone: print them, or save them in your password manager. This is the
        only time they are shown. Each works once, and any codes you had before no longer work.
      </p>
      <ol className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 font-mono text-parchment-100 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <button type="button" className={`mt-4 ${buttonClass}`} onClick={onKept}>
        I have kept them
      </button>
    </div>
  );
}

/** Making new recovery codes: kept by the two-factor section, so the codes outlive a redraw of this part. */
export function useMakeRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('createRecoveryCodes', { body: {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recoveryCodesQuery().queryKey }),
  });
}

/** The account page's recovery codes: how many are left, and new ones on request (shown until she has kept them). */
export function RecoveryCodesSettings({ make }: { make: ReturnType<typeof useMakeRecoveryCodes> }) {
  const state = useQuery(recoveryCodesQuery());
  const left = state.data?.remaining ?? 0;
  return (
    <div className="mt-6 border-t border-ink-800 pt-4">
      <h4 className="font-display text-lg text-parchment-100">Recovery codes</h4>
      <p className="mt-1 text-sm text-parchment-300" data-testid="recovery-codes-state">
        {state.data
          ? left
            ? `${left} of ${RECOVERY_CODE_COUNT} left. If you lose your phone, one of them and your password let you in to set up a new one.`
            : 'None left. Make new ones, so that losing your phone does not lock you out.'
          : 'If you lose your phone, a recovery code and your password let you in to set up a new one.'}
      </p>
      {make.data ? (
        <FreshCodes {...make.data} onKept={() => make.reset()} />
      ) : (
        <button type="button" className={`mt-3 ${buttonClass}`} disabled={make.isPending} onClick={() => make.mutate()}>
          {make.isPending ? 'Making codes…' : 'Make new recovery codes'}
        </button>
      )}
      <FormAlert message={make.isError ? make.error.message : state.isError ? state.error.message : null} />
    </div>
  );
}

const RECOVERY_STEP = {
  title: 'Use a recovery code',
  intro:
    'Lost your phone? Your password and one of your recovery codes turn two-factor sign-in off, so you can sign in and set up your new phone.',
  submit: 'Turn off two-factor sign-in',
  busy: 'Checking…',
};

/** "Lost your phone?": email, password and one recovery code; then back to the sign-in with what happened. */
export function RecoverySignIn({ onDone }: { onDone: (message: string | null) => void }) {
  const id = useId();
  const recover = useMutation({
    mutationFn: (body: { email: string; password: string; code: string }) => callApi('recoverTwoFactor', { body }),
    onSuccess: (reply) => onDone(reply.message),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    recover.mutate({
      email: fieldValue(form, 'email'),
      password: fieldValue(form, 'password', false),
      code: fieldValue(form, 'code'),
    });
  };
  return (
    <AuthStep
      key="recovery"
      id={id}
      texts={RECOVERY_STEP}
      onSubmit={onSubmit}
      mutation={recover}
      other={{ label: 'Back to sign-in', onClick: () => onDone(null) }}
    >
      <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="username" required />
      <CurrentPasswordField id={`${id}-password`} />
      <Field
        id={`${id}-code`}
        label="Recovery code"
        name="code"
        autoComplete="off"
        spellCheck={false}
        placeholder="k7mq-3xwd-pa9f"
        required
      />
    </AuthStep>
  );
}
