import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '../app/query-client';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from './names';
import { islandParts } from './parts';
import { IslandRoot } from './render';

/**
 * React on a reader page: loaded by islands/boot.ts with the first island to start. Each island
 * is hydrated as a root of its own; they share one query cache, and the toast queue (a module).
 */
const queryClient = createQueryClient();

type Field = HTMLInputElement | HTMLTextAreaElement;

function Started({ onStarted, children }: { onStarted: () => void; children: ReactNode }) {
  useEffect(onStarted, [onStarted]);
  return children;
}

export async function hydrateIsland(island: HTMLElement): Promise<void> {
  const part = await islandParts[island.getAttribute(ISLAND_ATTRIBUTE) as IslandName]();
  const props = island.getAttribute(ISLAND_PROPS_ATTRIBUTE);
  // What the reader typed or ticked before the island started is given to its React state after,
  // also what they changed while it was starting (hydrating sets a controlled field back to its state).
  const read = (field: Field) => ({
    field,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  });
  const fields = new Map([...island.querySelectorAll<Field>('input, textarea')].map((field) => [field, read(field)]));
  const note = (event: Event) => {
    const field = event.target as Field;
    if (!fields.has(field)) return;
    fields.set(field, read(field));
    // Ticking a radio unticks the others of its group, without an event of theirs.
    if (field instanceof HTMLInputElement && field.type === 'radio')
      for (const other of fields.keys())
        if (other !== field && other instanceof HTMLInputElement && other.name === field.name)
          fields.set(other, read(other));
  };
  for (const type of ['input', 'change']) island.addEventListener(type, note, true);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      island,
      <IslandRoot queryClient={queryClient}>
        <Started onStarted={resolve}>{part(props ? (JSON.parse(props) as Record<string, unknown>) : {})}</Started>
      </IslandRoot>,
    );
  });
  for (const type of ['input', 'change']) island.removeEventListener(type, note, true);
  fields.forEach(replayField);
}

function replayField({ field, value, checked }: { field: Field; value: string; checked: boolean }) {
  if (!field.isConnected) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return;
    field.checked = !checked; // what React's state says, so the click below is a change to it
    field.click();
    return;
  }
  if (value === field.defaultValue || field.type === 'hidden') return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = field.defaultValue; // through React's tracker, so the value below reads as a change
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
