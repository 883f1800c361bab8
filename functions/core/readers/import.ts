import { GROUP_VORACIOUS_READERS, type SubscriberGroup } from '../../contract/mailing-list';
import { emailAddress } from '../../contract/downloads';
import {
  IMPORT_INVITE_MAX,
  IMPORT_PROBLEMS_LISTED,
  READER_LISTS,
  readerTag,
  SOURCE_IMPORTED,
  TAGS_PER_READER_MAX,
  type ImportReport,
  type ValidImportReaders,
} from '../../contract/readers';
import type { Deps } from '../../lib/deps';
import { BadRequestError } from '../../lib/errors';
import { readSubscribers } from '../../entities/subscriber';
import { addTags, erasedAmong } from '../../entities/reader-desk';
import { cleanName } from '../mailing-list/names';
import { emailHash, refusalFor, writeNewReader, type NewReader } from './add';
import { readImportFile, type CsvRow } from './csv';

/** Readers written at once while importing. */
const WRITE_LANES = 8;

type Problem = ImportReport['problems'][number];

type RowReader = Omit<NewReader, 'source' | 'consentBasis' | 'optedIn'> & { tags: string[] };

/** A row as a new reader, or why it cannot be one. */
function readerOf(row: CsvRow): RowReader | { problem: string } {
  const email = emailAddress.safeParse(row.email);
  if (!email.success) return { problem: row.email ? 'This is not a valid email address.' : 'The email cell is empty.' };
  const unknownList = row.lists.find((list) => !(READER_LISTS as readonly string[]).includes(list));
  if (unknownList) return { problem: `"${unknownList}" is not a list; use ${READER_LISTS.join(' or ')}.` };
  const tags = row.tags.map((tag) => readerTag.safeParse(tag));
  const badTag = tags.findIndex((tag) => !tag.success);
  if (badTag >= 0)
    return { problem: `The tag "${row.tags[badTag]}" is not valid: ${tags[badTag]!.error!.issues[0]!.message}` };
  const uniqueTags = [...new Set(tags.map((tag) => tag.data!))];
  if (uniqueTags.length > TAGS_PER_READER_MAX) return { problem: `A reader has at most ${TAGS_PER_READER_MAX} tags.` };
  return {
    email: email.data,
    name: cleanName(row.name),
    lists: (row.lists.length ? [...new Set(row.lists)] : [GROUP_VORACIOUS_READERS]) as SubscriberGroup[],
    tags: uniqueTags,
  };
}

/**
 * Imports a CSV file of readers. New readers are added as `writeNewReader` says; existing
 * readers only gain the file's tags they lack (their lists and state never change); erased and
 * suppressed addresses and unreadable rows are listed as problems. So importing a file the desk
 * exported changes nothing. A file that cannot be read, or that would ask more than
 * IMPORT_INVITE_MAX readers to confirm, is refused before anything is written.
 */
export async function importReaders(deps: Deps, input: ValidImportReaders): Promise<ImportReport> {
  const rows = readImportFile(input.csv);
  const problems: Problem[] = [];
  const candidates: (RowReader & { line: number })[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const reader = readerOf(row);
    if ('problem' in reader) {
      problems.push({ line: row.line, ...(row.email ? { email: row.email } : {}), reason: reader.problem });
    } else if (seen.has(reader.email)) {
      problems.push({
        line: row.line,
        email: reader.email,
        reason: `Listed already on line ${seen.get(reader.email)}.`,
      });
    } else {
      seen.set(reader.email, row.line);
      candidates.push({ ...reader, line: row.line });
    }
  }

  const emails = candidates.map((c) => c.email);
  const [existing, erased] = await Promise.all([
    readSubscribers(deps, emails, ['status', 'suppressed', 'tags']).then(
      (items) => new Map(items.map((item) => [item.email, item])),
    ),
    erasedAmong(deps, emails.map(emailHash)),
  ]);
  const updates: { email: string; tags: string[] }[] = [];
  const additions: typeof candidates = [];
  let unchanged = 0;
  for (const candidate of candidates) {
    const current = existing.get(candidate.email);
    const wasErased = erased.has(emailHash(candidate.email));
    // A reader on the list (in any state) is kept as they are but for new tags; anyone else is new, unless refused.
    if (current?.status && !wasErased) {
      const missing = candidate.tags.filter((tag) => !current.tags?.has(tag));
      if (missing.length && (current.tags?.size ?? 0) + missing.length > TAGS_PER_READER_MAX) {
        problems.push({
          line: candidate.line,
          email: candidate.email,
          reason: `This reader would have more than ${TAGS_PER_READER_MAX} tags.`,
        });
      } else if (missing.length) updates.push({ email: candidate.email, tags: missing });
      else unchanged++;
      continue;
    }
    const refusal = refusalFor(current, wasErased);
    if (refusal) problems.push({ line: candidate.line, email: candidate.email, reason: refusal });
    else additions.push(candidate);
  }
  if (!input.optedIn && additions.length > IMPORT_INVITE_MAX) {
    throw new BadRequestError(
      `This file has ${additions.length} new readers who would each be asked to confirm; ask at most ${IMPORT_INVITE_MAX} at a time. If they already opted in to your emails, say so with the attestation and they are added confirmed.`,
    );
  }

  let confirmationsSent = 0;
  const now = deps.now().toISOString();
  const work = [
    ...updates.map((update) => () => addTags(deps, update.email, update.tags, now).then(() => undefined)),
    ...additions.map((addition) => async () => {
      const { line: _line, ...reader } = addition;
      const { confirmationSent } = await writeNewReader(deps, {
        ...reader,
        source: SOURCE_IMPORTED,
        consentBasis: input.consentBasis,
        optedIn: input.optedIn,
      });
      if (confirmationSent) confirmationsSent++;
    }),
  ];
  await inLanes(work, WRITE_LANES);

  problems.sort((a, b) => a.line - b.line);
  return {
    rows: rows.length,
    added: additions.length,
    updated: updates.length,
    unchanged,
    confirmationsSent,
    problems: problems.slice(0, IMPORT_PROBLEMS_LISTED),
    moreProblems: Math.max(0, problems.length - IMPORT_PROBLEMS_LISTED),
  };
}

/** Runs the tasks, `lanes` at a time. */
async function inLanes(tasks: (() => Promise<void>)[], lanes: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, tasks.length) }, async () => {
      while (next < tasks.length) await tasks[next++]!();
    }),
  );
}
