import type { IncomingMessage } from 'node:http';

/** A request's body as text, or null past `maxBytes` (read no further: what a service refuses as too large). */
export async function bodyUpTo(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
