import { ARC_ROLE_LABELS, ARC_ROLES, type ArcRole } from '@contract/constants';

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
        {ARC_ROLES.map((role) => (
          <label key={role} className="inline-flex min-h-11 items-center gap-2 text-ink-900">
            <input
              type="radio"
              name="role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="size-4 accent-ember-700"
            />
            {ARC_ROLE_LABELS[role]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
