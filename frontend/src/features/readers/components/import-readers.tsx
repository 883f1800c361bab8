import { useId, useState, type FormEvent } from 'react';
import { IMPORT_MAX_BODY_BYTES, type ImportReport } from '@contract/readers';
import { buttonStyles } from '@frontend/components/buttons';
import { FormField } from '@frontend/components/form-field';
import { FormError } from '@frontend/components/form-error';
import { formatBytes } from '@frontend/lib/format';
import { useImportReaders } from '../api';
import { readerText } from '../texts';
import { ConsentFields } from './consent-fields';

const text = readerText.importing;

function Report({ report }: { report: ImportReport }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      role="status"
      className="space-y-3 rounded-lg border border-emerald-800/60 bg-emerald-950/20 p-4"
    >
      <h3 id={id} className="font-display text-xl text-parchment-100">
        {text.reportHeading}
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {(Object.keys(text.figures) as (keyof typeof text.figures)[]).map((key) => (
          <div key={key} className="rounded-md border border-ink-800 p-2">
            <dt className="text-xs text-parchment-400">{text.figures[key]}</dt>
            <dd className="text-lg text-parchment-100" data-testid={`import-${key}`}>
              {report[key].toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      {report.problems.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-medium text-parchment-200">{text.problems}</caption>
            <thead className="text-xs text-parchment-400">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {text.line}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {readerText.form.email}
                </th>
                <th scope="col" className="py-1">
                  {text.reason}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-800 text-parchment-200">
              {report.problems.map((problem) => (
                <tr key={problem.line}>
                  <td className="py-1 pr-3">{problem.line}</td>
                  <td className="py-1 pr-3 break-all">{problem.email ?? ''}</td>
                  <td className="py-1">{problem.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.moreProblems ? (
            <p className="mt-2 text-sm text-parchment-400">{text.moreProblems(report.moreProblems)}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** `/admin/readers/import`: a CSV file of readers, their consent stated, and what the import did. */
export function ImportReaders() {
  const id = useId();
  const run = useImportReaders();
  const [file, setFile] = useState<File | null>(null);
  const [consentBasis, setConsentBasis] = useState('');
  const [optedIn, setOptedIn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem(text.noFile);
    if (file.size > IMPORT_MAX_BODY_BYTES)
      return setProblem(
        `The file is ${formatBytes(file.size)}; import at most ${IMPORT_MAX_BODY_BYTES / 1024 / 1024} MB at a time (split the file).`,
      );
    run.mutate({ csv: await file.text(), consentBasis, optedIn }, { onError: (error) => setProblem(error.message) });
  }

  return (
    <div className="max-w-3xl space-y-4">
      <p className="text-sm text-parchment-300">{text.intro}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormField id={`${id}-file`} label={text.file} required>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-required
            className="mt-1 block w-full text-sm text-parchment-200 file:mr-3 file:rounded-md file:border-0 file:bg-ink-800 file:px-3 file:py-2 file:text-parchment-100"
          />
        </FormField>
        <ConsentFields
          id={`${id}-consent`}
          text={text}
          basis={consentBasis}
          onBasis={setConsentBasis}
          optedIn={optedIn}
          onOptedIn={setOptedIn}
        />
        <FormError message={problem} />
        <button type="submit" disabled={run.isPending} className={`${buttonStyles.primary} disabled:opacity-60`}>
          {run.isPending ? text.submitting : text.submit}
        </button>
      </form>
      {run.data ? <Report report={run.data} /> : null}
    </div>
  );
}
