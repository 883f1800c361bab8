/**
 * An on/off setting: a button with `role="switch"` named by its label and described by its hint
 * (Space or Enter toggles it, as for any button).
 */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-ember-600' : 'bg-ink-700'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-parchment-100 shadow transition-transform ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`}
        />
      </button>
      <div>
        <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-parchment-200">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-parchment-400">
          {hint}
        </p>
      </div>
    </div>
  );
}
