/**
 * `npm run bench`: measures, then writes bench/RESULTS.md. Every figure sits beside a baseline
 * measured in the same run, because these machines are noisy. `--no-test` skips timing `npm test`.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { analytics } from './analytics';
import { bulkEmail } from './bulk-email';
import type { Section } from './lib';
import { lighthouseScores } from './lighthouse';
import { platform } from './platform';
import { signups } from './signups';

const withTests = !process.argv.includes('--no-test');
const sections: Section[] = [];
// One at a time: each starts its own local stack, and they would disturb each other's figures.
const measures = [() => platform({ withTests }), lighthouseScores, signups, bulkEmail, analytics];
for (const measure of measures) {
  const section = await measure();
  sections.push(section);
  console.log(`measured: ${section.title}`);
}

const lines = [
  '# Benchmark results',
  '',
  `Measured ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. Regenerate with \`npm run bench\`.`,
  '',
];
for (const section of sections) {
  lines.push(`## ${section.title}`, '', '| figure | value | baseline (same run) | ratio | command |', '| --- | --- | --- | --- | --- |');
  for (const f of section.figures) lines.push(`| ${f.name} | ${f.value} | ${f.baseline ?? ''} | ${f.ratio ?? ''} | \`${f.command}\` |`);
  lines.push('', ...(section.notes ?? []), '');
}
writeFileSync('bench/RESULTS.md', lines.join('\n'));
console.log(lines.join('\n'));
