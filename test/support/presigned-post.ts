import { expect } from 'vitest';

/** Sends a file the way the admin's browser does, given the API's grant: the presigned POST's fields, then the file. */
export async function postToGrant(
  grant: { url: string; fields: Record<string, string> },
  bytes: Uint8Array,
  filename: string,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)]), filename);
  const sent = await fetch(grant.url, { method: 'POST', body: form });
  expect(sent.status, await sent.clone().text()).toBeLessThan(300);
}
