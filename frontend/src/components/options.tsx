/** One choice of a select: its value, and the words shown for it. */
export interface Choice {
  value: string;
  label: string;
}

/** A select's choices, in order: the one way the admin writes `<option>`s. */
export function Options({ choices }: { choices: readonly Choice[] }) {
  return choices.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
