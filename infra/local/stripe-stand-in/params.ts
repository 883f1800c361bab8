import { invalid } from './errors';

/** The SDK's form encoding (`line_items[0][price_data][currency]=usd`) back into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

export const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const whole = (value: unknown, param: string) => {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < 0) throw invalid(param, `Invalid integer: ${String(value)}`);
  return n;
};

export const metadataOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
