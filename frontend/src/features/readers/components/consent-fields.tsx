import { describedBy, FormField, inputClass } from '@frontend/components/form-field';

interface ConsentTexts {
  consentBasis: string;
  consentBasisHint: string;
  optedIn: string;
  optedInHint: string;
}

/**
 * What the author states when she adds readers (by hand or by import): how they agreed to hear
 * from her (kept as their consent record), and whether they already opted in.
 */
export function ConsentFields({
  id,
  text,
  basis,
  onBasis,
  basisError,
  optedIn,
  onOptedIn,
}: {
  id: string;
  text: ConsentTexts;
  basis: string;
  onBasis: (value: string) => void;
  basisError?: string;
  optedIn: boolean;
  onOptedIn: (value: boolean) => void;
}) {
  return (
    <>
      <FormField id={id} label={text.consentBasis} hint={text.consentBasisHint} error={basisError} required>
        <textarea
          id={id}
          rows={3}
          value={basis}
          onChange={(event) => onBasis(event.target.value)}
          aria-invalid={!!basisError}
          aria-required
          aria-describedby={describedBy(id, { hint: text.consentBasisHint, error: basisError })}
          className={inputClass}
        />
      </FormField>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-opted-in`}
          type="checkbox"
          checked={optedIn}
          onChange={(event) => onOptedIn(event.target.checked)}
          aria-describedby={`${id}-opted-in-hint`}
          className="mt-1 size-4 accent-ember-500"
        />
        <label htmlFor={`${id}-opted-in`} className="text-sm text-parchment-100">
          {text.optedIn}
          <span id={`${id}-opted-in-hint`} className="block text-xs text-parchment-400">
            {text.optedInHint}
          </span>
        </label>
      </div>
    </>
  );
}
