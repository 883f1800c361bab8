import type { ReactNode } from 'react';

/** The classes of an option's label and of its box, as the page around it wants them. */
export type ChoiceLook = { label: string; input: string };

/** The options, each a value and its label, and how they look. */
type Options<V extends string> = { options: readonly (readonly [V, ReactNode])[]; look: ChoiceLook };

/** Each option as a label holding its box (`box` draws the radio or checkbox). */
function OptionLabels<V extends string>({ options, look, box }: Options<V> & { box: (option: V) => ReactNode }) {
  return (
    <>
      {options.map(([option, label]) => (
        <label key={option} className={look.label}>
          {box(option)}
          {label}
        </label>
      ))}
    </>
  );
}

/** One of several values, as radio buttons. */
export function RadioOptions<V extends string>({
  name,
  value,
  onChange,
  ...list
}: Options<V> & { name: string; value: V; onChange: (value: V) => void }) {
  const radio = (option: V) => (
    <input
      type="radio"
      name={name}
      value={option}
      checked={value === option}
      onChange={() => onChange(option)}
      className={list.look.input}
    />
  );
  return <OptionLabels {...list} box={radio} />;
}

/** Any of several values, as checkboxes; `onChange` hears one box's new state. */
export function CheckboxOptions<V extends string>({
  checked,
  onChange,
  ...list
}: Options<V> & { checked: readonly string[]; onChange: (value: V, checked: boolean) => void }) {
  const checkbox = (option: V) => (
    <input
      type="checkbox"
      checked={checked.includes(option)}
      onChange={(event) => onChange(option, event.target.checked)}
      className={list.look.input}
    />
  );
  return <OptionLabels {...list} box={checkbox} />;
}
