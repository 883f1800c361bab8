/**
 * The restricted Stripe key's permissions (STRIPE_KEY_PERMISSIONS) against what the code asks of
 * Stripe: every resource the functions call through the SDK (`stripe.<resource>.<method>(…)`) and
 * every object they expand on a call needs its permission, and nothing listed goes unused. The
 * deploy doc gives the same list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { STRIPE_KEY_PERMISSIONS, stripeKeyPermissions } from '../../functions/contract/sales';
import { REPO_ROOT } from '../../infra/constructs/lambda';

/** The SDK's API resources by their path on a client (`refunds`, `checkout.sessions`), read from the SDK itself. */
function sdkResources(): string[] {
  const client = new Stripe('sk_test_only_listing_resources') as unknown as Record<string, unknown>;
  const isResource = (value: unknown) => typeof value === 'object' && value !== null && '_stripe' in value;
  return Object.entries(client).flatMap(([name, value]) => {
    if (isResource(value)) return [name];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value)
      .filter(([, inner]) => isResource(inner))
      .map(([inner]) => `${name}.${inner}`);
  });
}

/** The functions' source files that reach the SDK: they import it, or the client of core/sales/stripe.ts. */
function stripeSources(): { file: string; text: string }[] {
  const dir = path.join(REPO_ROOT, 'functions');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }))
    .filter(({ text }) => /from 'stripe'|stripeClient\(/.test(text));
}

const escaped = (resource: string) => resource.split('.').join('\\s*\\.\\s*');

describe("the Stripe key's permissions", () => {
  const sources = stripeSources();

  it('finds the code that calls Stripe', () => {
    expect(sources.map((s) => s.file)).toEqual(
      expect.arrayContaining(['core/sales/checkout.ts', 'core/sales/orders.ts', 'core/sales/refund.ts']),
    );
  });

  it('are what the code calls and expands, no more and no less', () => {
    const called = sdkResources().filter((resource) =>
      sources.some(({ text }) => new RegExp(`\\.\\s*${escaped(resource)}\\s*\\.\\s*\\w+\\s*\\(`).test(text)),
    );
    const expanded = sources.flatMap(({ text }) =>
      [...text.matchAll(/expand:\s*\[([^\]]*)\]/g)].flatMap(([, list]) =>
        [...list!.matchAll(/'([^']+)'/g)].flatMap(([, field]) => field!.split('.')),
      ),
    );
    expect(called).toContain('checkout.sessions');
    const needed = [...new Set([...called, ...expanded])].sort();
    expect(STRIPE_KEY_PERMISSIONS.map((p) => p.needs).sort()).toEqual(needed);
  });

  it('are listed in docs/deploying.md as declared', () => {
    const doc = readFileSync(path.join(REPO_ROOT, 'docs/deploying.md'), 'utf8');
    expect(doc).toContain(stripeKeyPermissions());
    expect(stripeKeyPermissions()).toBe(
      'Checkout Sessions: Write, PaymentIntents: Read, Charges: Read, Balance: Read, Refunds: Write',
    );
  });
});
