import { ARC_ROLE_LABELS, ARC_ROLES, type ArcRole } from '@contract/constants';
import { RadioOptions, type ChoiceLook } from '@frontend/components/choice-options';

const ROLE_OPTIONS = ARC_ROLES.map((role) => [role, ARC_ROLE_LABELS[role]] as const);
/**
 * Dark text on the form's light card. The boxes are drawn for a light background: under the site's
 * dark color-scheme the browser would draw every unselected radio as a filled dark disc.
 */
const LOOK: ChoiceLook = {
  label: 'inline-flex min-h-11 items-center gap-2 text-ink-900',
  input: 'size-5 accent-ember-700 [color-scheme:light]',
};

/** The Dream Team role an applicant asks for: three radio buttons in a group with its legend. */
export function RoleChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: ArcRole;
  onChange: (role: ArcRole) => void;
}) {
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-ink-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <RadioOptions name="role" options={ROLE_OPTIONS} value={value} onChange={onChange} look={LOOK} />
      </div>
    </fieldset>
  );
}
