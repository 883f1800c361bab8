import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { CatalogueBook, Ebook } from '@contract/arc';
import { AdminPageHeader } from '@frontend/components/admin-page-header';
import { buttonStyles } from '@frontend/components/buttons';
import { CheckboxField } from '@frontend/components/checkbox-field';
import { FormError } from '@frontend/components/form-error';
import { FormField, inputClass } from '@frontend/components/form-field';
import { ArcQuery } from './arc-query';
import { StatusText } from '@frontend/components/status-text';
import { formatBytes, formatDateTime } from '@frontend/lib/format';
import { ebooksQuery, useAddVersion, useCreateEbook, useUpdateEbook } from '../api';
import { arcText } from '../texts';
import { ErrorWithIssues } from './issues-list';
import { SellAsField } from './sell-as-field';
import { Options } from '@frontend/components/options';

const text = arcText.books;

/** `/admin/books`: the author's EPUBs, each checked on upload, with versions; and the upload form. */
export function Books() {
  const ebooks = useQuery(ebooksQuery());
  return (
    <section aria-labelledby="books-heading" className="space-y-8">
      <AdminPageHeader id="books-heading" title={text.heading} intro={text.intro} />
      <ArcQuery query={ebooks} texts={text} isEmpty={(data) => data.books.length === 0}>
        {(data) => (
          <ul className="space-y-4">
            {data.books.map((book) => (
              <BookCard key={book.id} book={book} catalogue={data.catalogue} />
            ))}
          </ul>
        )}
      </ArcQuery>
      <UploadForm catalogue={ebooks.data?.catalogue ?? []} />
    </section>
  );
}

function BookCard({ book, catalogue }: { book: Ebook; catalogue: CatalogueBook[] }) {
  const update = useUpdateEbook(book.id);
  const watermarkId = useId();
  const cover = catalogue.find((entry) => entry.id === book.coverBookId)?.cover;
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-ink-700 bg-ink-900/60 p-4 sm:flex-row">
      {cover ? (
        <img src={cover} alt="" width={80} height={120} className="h-30 w-20 shrink-0 rounded object-cover" />
      ) : null}
      <div className="min-w-0 flex-1 space-y-3">
        <h3 className="font-display text-xl text-parchment-100">{book.title}</h3>
        <div>
          <h4 className="text-sm font-medium text-parchment-200">{text.versions}</h4>
          <ul className="mt-1 space-y-1 text-sm text-parchment-300">
            {book.versions.map((version) => (
              <li key={version.version}>
                {text.version(version.version)} · {formatDateTime(version.uploadedAt)} · {formatBytes(version.bytes)}
                {version.warnings.length ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-amber-300">
                      {text.warnings} ({version.warnings.length})
                    </summary>
                    <ul className="list-disc pl-6 text-xs">
                      {version.warnings.map((warning, i) => (
                        <li key={i} className="break-words">
                          {warning}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        {book.filename ? (
          <CheckboxField
            id={watermarkId}
            checked={update.isPending ? !book.watermarkDownloads : book.watermarkDownloads}
            disabled={update.isPending}
            onChange={(checked) => update.mutate({ watermarkDownloads: checked })}
            label={text.watermark}
            hint={text.watermarkHint}
          >
            <FormError message={update.error?.message} />
          </CheckboxField>
        ) : null}
        <SellAsField book={book} catalogue={catalogue} />
        <VersionForm book={book} />
      </div>
    </li>
  );
}

function VersionForm({ book }: { book: Ebook }) {
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const add = useAddVersion(book.id);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    add.mutate(file, { onSuccess: (updated) => setDone(text.versionUploaded(updated.versions.length)) });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={id} className="block text-sm text-parchment-200">
          {text.newVersion(book.title)}
        </label>
        <input
          id={id}
          type="file"
          accept=".epub,application/epub+zip"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 max-w-full text-sm text-parchment-200"
        />
      </div>
      <button
        type="submit"
        disabled={!file || add.isPending}
        className={`${buttonStyles.secondary} disabled:opacity-50`}
      >
        {add.isPending ? text.uploading : text.submitVersion}
      </button>
      <p role="status" className="w-full text-sm">
        {done && !add.isPending ? <StatusText tone="success">{done}</StatusText> : null}
      </p>
      <div className="w-full">
        <ErrorWithIssues error={add.error} />
      </div>
    </form>
  );
}

function UploadForm({ catalogue }: { catalogue: CatalogueBook[] }) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [cover, setCover] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const create = useCreateEbook();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    if (!file) return setProblem(text.chooseFile);
    if (!title.trim()) return setProblem(text.giveTitle);
    setProblem(null);
    const form = event.currentTarget;
    create.mutate(
      { file, title: title.trim(), ...(cover ? { coverBookId: cover } : {}) },
      {
        onSuccess: (book) => {
          setDone(text.uploaded(book.title));
          setTitle('');
          setFile(null);
          form.reset();
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="upload-heading"
      className="space-y-4 rounded-lg border border-ink-700 p-4"
    >
      <h3 id="upload-heading" className="font-display text-xl text-parchment-100">
        {text.upload}
      </h3>
      <FormField id="book-file" label={text.file} required hint={text.fileHint}>
        <input
          id="book-file"
          type="file"
          accept=".epub,application/epub+zip"
          required
          aria-describedby="book-file-hint"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block max-w-full text-sm text-parchment-200"
        />
      </FormField>
      <FormField id="book-title" label={text.title} required>
        <input
          id="book-title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={200}
          required
          className={inputClass}
        />
      </FormField>
      <FormField id="book-cover" label={text.cover}>
        <select id="book-cover" value={cover} onChange={(event) => setCover(event.target.value)} className={inputClass}>
          <option value="">{text.noCover}</option>
          <Options choices={catalogue.map((book) => ({ value: book.id, label: book.title }))} />
        </select>
      </FormField>
      <FormError message={problem} />
      <ErrorWithIssues error={create.error} />
      <p role="status" className="text-sm">
        {create.isPending ? (
          <StatusText tone="busy">{text.uploading}</StatusText>
        ) : done ? (
          <StatusText tone="success">{done}</StatusText>
        ) : null}
      </p>
      <button type="submit" disabled={create.isPending} className={`${buttonStyles.primary} disabled:opacity-60`}>
        {create.isPending ? text.uploading : text.submit}
      </button>
    </form>
  );
}
