/**
 * `npm run bench`: measures, then writes bench/RESULTS.md. Every figure sits beside a baseline
 * measured in the same run, because these machines are noisy.
 *   --no-test        report the last `npm test` run's wall time instead of running it again
 *   --only <name>    measure one section (platform, lighthouse, reader-js, signups, bulk-email, analytics, readers, functions, watermark, sales)
 *                    and keep the other sections of RESULTS.md as they were
 * Environment: BENCH_LIGHTHOUSE_RUNS (5 per page), BENCH_LIGHTHOUSE_PAGES (only these, comma-separated;
 *   bench/lighthouse.ts)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { analytics } from './analytics';
import { bulkEmail } from './bulk-email';
import { functionBundles } from './functions';
import type { Section } from './lib';
import { lighthouseScores } from './lighthouse';
import { platform } from './platform';
import { readerJsOnTheWire } from './reader-js-wire';
import { readers } from './readers';
import { sales } from './sales';
import { signups } from './signups';
import { watermark } from './watermark';

const RESULTS = 'bench/RESULTS.md';
const args = process.argv.slice(2);
const withTests = !args.includes('--no-test');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

// One at a time: each starts its own local stack, and they would disturb each other's figures.
const measures: Record<string, () => Promise<Section | Section[]>> = {
  platform: () => platform({ withTests }),
  lighthouse: lighthouseScores,
  'reader-js': readerJsOnTheWire,
  signups,
  'bulk-email': bulkEmail,
  analytics,
  readers,
  functions: functionBundles,
  watermark,
  sales,
};
if (only && !measures[only]) throw new Error(`--only takes one of: ${Object.keys(measures).join(', ')}`);

function render(section: Section, measuredAt: string): string {
  const lines = [
    `## ${section.title}`,
    '',
    `Measured ${measuredAt}.`,
    '',
    ...(section.host ? [section.host, ''] : []),
    '| figure | value | baseline (same run) | ratio | command |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const f of section.figures)
    lines.push(`| ${f.name} | ${f.value} | ${f.baseline ?? ''} | ${f.ratio ?? ''} | \`${f.command}\` |`);
  lines.push('', ...(section.notes ?? []), '');
  return lines.join('\n');
}

/** The sections of an existing RESULTS.md, by their heading, so `--only` can keep the others. */
function previousSections(): Map<string, string> {
  if (!existsSync(RESULTS)) return new Map();
  const parts = readFileSync(RESULTS, 'utf8')
    .split(/^(?=## )/m)
    .slice(1);
  return new Map(parts.map((part) => [part.split('\n')[0]!, part.trimEnd() + '\n']));
}

const sections = previousSections();
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
for (const [name, measure] of Object.entries(measures)) {
  if (only && name !== only) continue;
  // The load before and after: a figure taken beside other work is read against its baseline only.
  const before = loadavg()[0]!.toFixed(1);
  const measured = [await measure()].flat();
  const load = `load average ${before} → ${loadavg()[0]!.toFixed(1)}`;
  for (const section of measured) {
    sections.set(`## ${section.title}`, render(section, `${new Date().toISOString()} on ${machine}, ${load}`));
    console.log(`measured: ${section.title}`);
  }
}

const text = [
  '# Benchmark results',
  '',
  'Regenerate with `npm run bench` (see bench/run.ts for its options).',
  '',
  ...sections.values(),
].join('\n');
writeFileSync(RESULTS, text);
console.log(text);
