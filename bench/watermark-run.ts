/**
 * One measured run for bench/watermark.ts, in a process of its own so its peak memory is its own:
 * `tsx bench/watermark-run.ts <watermark|copy> <file>` prints { ms, maxRssMiB } for making one
 * reader's copy of the EPUB fed in 1 MiB chunks (as S3 streams it), or for copying it unchanged.
 */
import { readFileSync } from 'node:fs';
import { watermarkEpub } from '../functions/core/ebooks/watermark';

const [mode, file] = process.argv.slice(2);
const source = readFileSync(file!);
async function* chunks() {
  for (let i = 0; i < source.length; i += 1024 * 1024) yield source.subarray(i, i + 1024 * 1024);
}
const baseRss = process.resourceUsage().maxRSS;
const started = performance.now();
if (mode === 'watermark') {
  await watermarkEpub(chunks(), {
    copyId: '0123456789abcdef',
    email: 'reader@example.com',
    name: 'A Reader',
    preparedAt: new Date(),
  });
} else {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks()) parts.push(chunk);
  Buffer.concat(parts);
}
const ms = performance.now() - started;
console.log(
  JSON.stringify({
    ms,
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
    extraRssMiB: (process.resourceUsage().maxRSS - baseRss) / 1024,
  }),
);
