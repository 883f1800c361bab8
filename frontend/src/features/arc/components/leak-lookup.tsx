import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@frontend/components/admin-page-header';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { FormField, inputClass } from '@frontend/components/form-field';
import { StatusText } from '@frontend/components/status-text';
import { formatDateTime } from '@frontend/lib/format';
import { useLeakLookup } from '../api';
import { arcText } from '../texts';
import { ErrorWithIssues } from './issues-list';
import { ARC_PATH } from './arc-rounds';

const text = arcText.leak;

/** `/admin/leak-lookup`: whose copy a suspect file or passage is, from the fingerprint in it. */
export function LeakLookup() {
  const lookup = useLeakLookup();
  const [file, setFile] = useState<File | null>(null);
  const [passage, setPassage] = useState('');
  const byFile = (event: FormEvent) => {
    event.preventDefault();
    if (file) lookup.mutate({ file });
  };
  const byPassage = (event: FormEvent) => {
    event.preventDefault();
    if (passage.trim()) lookup.mutate({ passage });
  };
  const result = lookup.data;
  return (
    <section aria-labelledby="leak-heading" className="space-y-8">
      <AdminPageHeader id="leak-heading" title={text.heading} intro={text.intro} />
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={byFile} className="space-y-4 rounded-lg border border-ink-700 p-4">
          <FormField id="leak-file" label={text.file}>
            <input
              id="leak-file"
              type="file"
              accept=".epub,application/epub+zip"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="mt-1 block max-w-full text-sm text-parchment-200"
            />
          </FormField>
          <button
            type="submit"
            disabled={!file || lookup.isPending}
            className={`${buttonStyles.primary} disabled:opacity-50`}
          >
            {lookup.isPending && lookup.variables && 'file' in lookup.variables ? text.looking : text.lookUpFile}
          </button>
        </form>
        <form onSubmit={byPassage} className="space-y-4 rounded-lg border border-ink-700 p-4">
          <FormField id="leak-passage" label={text.passage} hint={text.passageHint}>
            <textarea
              id="leak-passage"
              rows={5}
              value={passage}
              onChange={(event) => setPassage(event.target.value)}
              aria-describedby="leak-passage-hint"
              className={inputClass}
            />
          </FormField>
          <button
            type="submit"
            disabled={!passage.trim() || lookup.isPending}
            className={`${buttonStyles.primary} disabled:opacity-50`}
          >
            {lookup.isPending && lookup.variables && 'passage' in lookup.variables ? text.looking : text.lookUpPassage}
          </button>
        </form>
      </div>
      <ErrorWithIssues error={lookup.error} />
      <div role="status" className="space-y-3">
        {result && !lookup.isPending ? (
          <>
            <p className="text-lg">
              <StatusText tone={result.found ? 'warning' : 'neutral'}>{result.message}</StatusText>
            </p>
            {result.copies.map((copy) => (
              <dl
                key={copy.copyId}
                className="grid gap-x-6 gap-y-1 rounded-lg border border-ink-700 p-4 text-sm text-parchment-300 sm:grid-cols-[auto_1fr]"
              >
                <dt className="font-medium text-parchment-200">Reader</dt>
                <dd className="break-words">
                  {copy.readerId ? (
                    <Link to={`/admin/readers/${copy.readerId}`} className={textLinkStyle}>
                      {copy.name ? `${copy.name} · ` : ''}
                      {copy.email}
                    </Link>
                  ) : (
                    text.erasedReader(copy.email)
                  )}
                </dd>
                {copy.nowAt ? (
                  <>
                    <dt className="font-medium text-parchment-200">{text.nowAt}</dt>
                    <dd className="break-words">{copy.nowAt}</dd>
                  </>
                ) : null}
                <dt className="font-medium text-parchment-200">Book</dt>
                <dd>{copy.bookTitle}</dd>
                <dt className="font-medium text-parchment-200">{text.round}</dt>
                <dd>
                  {copy.campaignId ? (
                    <Link to={`${ARC_PATH}/${copy.campaignId}`} className={textLinkStyle}>
                      {copy.bookTitle} ARC
                    </Link>
                  ) : (
                    text.magnet
                  )}
                </dd>
                <dt className="font-medium text-parchment-200">{text.prepared}</dt>
                <dd>{formatDateTime(copy.preparedAt)}</dd>
                {copy.erasedAt ? (
                  <>
                    <dt className="font-medium text-parchment-200">{text.erased}</dt>
                    <dd>{formatDateTime(copy.erasedAt)}</dd>
                  </>
                ) : null}
                {copy.downloadedAt ? (
                  <>
                    <dt className="font-medium text-parchment-200">{text.downloaded}</dt>
                    <dd>{formatDateTime(copy.downloadedAt)}</dd>
                  </>
                ) : null}
              </dl>
            ))}
            {result.places.length ? (
              <p className="text-xs text-parchment-400 break-words">{text.foundIn(result.places)}</p>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
