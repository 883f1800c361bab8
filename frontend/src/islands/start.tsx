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
  // What the reader typed or ticked before the island started is given to its React state after.
  const fields = [...island.querySelectorAll<Field>('input, textarea')].map((field) => ({
    field,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
  await new Promise<void>((resolve) => {
    hydrateRoot(
      island,
      <IslandRoot queryClient={queryClient}>
        <Started onStarted={resolve}>{part(props ? (JSON.parse(props) as Record<string, unknown>) : {})}</Started>
      </IslandRoot>,
    );
  });
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
