import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createImageBody, imageMarkdown, type Image } from '@contract/images';
import { AdminPage } from '@frontend/components/admin-page-header';
import { buttonStyles } from '@frontend/components/buttons';
import { CopyButton } from '@frontend/components/copy-button';
import { FormError } from '@frontend/components/form-error';
import { describedBy, FormField, inputClass } from '@frontend/components/form-field';
import { ListState } from '@frontend/components/admin-list';
import { StatusText } from '@frontend/components/status-text';
import { apiFieldErrors, focusFirstError, schemaFieldErrors, type FieldErrors } from '@frontend/lib/field-errors';
import { formatBytes } from '@frontend/lib/format';
import { imagesQuery, useUploadImage, type UploadStage } from '../api';
import { imagesText as text } from '../texts';

/** `/admin/images`: her pictures, each with its Markdown to copy, and the upload form. */
export function ImagesPage() {
  const images = useQuery(imagesQuery());
  return (
    <AdminPage id="images-heading" title={text.heading} intro={text.intro}>
      <UploadForm />
      <ListState query={images} texts={text} itemsOf={(data) => data.images}>
        {(data) => (
          <div className="space-y-3">
            <p className="text-sm text-parchment-400">
              {text.stored(formatBytes(data.storedBytes), data.maxStoredBytes)}
            </p>
            <ul aria-label={text.listLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.images.map((picture) => (
                <Picture key={picture.id} picture={picture} />
              ))}
            </ul>
          </div>
        )}
      </ListState>
    </AdminPage>
  );
}

/** The thumbnail's width on the page; its height keeps the picture's proportions, so nothing shifts as it loads. */
const THUMBNAIL_WIDTH = 240;

function Picture({ picture }: { picture: Image }) {
  const webp = picture.variants.filter((variant) => variant.mediaType === 'image/webp');
  const markdown = imageMarkdown(picture);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-ink-700 bg-ink-900/60 p-4">
      <img
        src={webp[0]!.path}
        srcSet={webp.map((variant) => `${variant.path} ${variant.width}w`).join(', ')}
        sizes={`${THUMBNAIL_WIDTH}px`}
        width={THUMBNAIL_WIDTH}
        height={Math.round((THUMBNAIL_WIDTH * picture.height) / picture.width)}
        alt={picture.alt}
        loading="lazy"
        className="h-auto max-w-full rounded bg-ink-950"
      />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="break-words text-parchment-100">{picture.alt}</p>
        <p className="text-parchment-400">{text.size(picture.width, picture.height)}</p>
        <code className="block break-all text-xs text-parchment-300 select-all">{markdown}</code>
      </div>
      <CopyButton
        value={markdown}
        label={text.copyMarkdown}
        copiedLabel={text.copied}
        accessibleLabel={text.copyLabel(picture.alt)}
        copied={text.copiedToast}
        failed={text.copyFailedToast}
        className={`${buttonStyles.secondary} self-start`}
      />
    </li>
  );
}

const FIELDS = ['file', 'alt'] as const;
type Field = (typeof FIELDS)[number];
const idOf = (field: Field) => `image-${field}`;

function UploadForm() {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [kept, setKept] = useState<string | null>(null);
  const upload = useUploadImage(setStage);
  const serverErrors = apiFieldErrors(upload.error, FIELDS);
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setKept(null);
    const found: FieldErrors<Field> = {
      ...(file ? {} : { file: text.chooseFile }),
      ...schemaFieldErrors(createImageBody.pick({ alt: true }), { alt }, FIELDS),
    };
    setErrors(found);
    if (focusFirstError(FIELDS, found, idOf)) return;
    const form = event.currentTarget;
    upload.mutate(
      { file: file!, alt: alt.trim() },
      {
        onSuccess: (picture) => {
          setKept(text.kept(picture.alt));
          setFile(null);
          setAlt('');
          form.reset();
        },
        onSettled: () => setStage(null),
      },
    );
  };

  const busy = upload.isPending;
  const status = busy
    ? stage?.stage === 'sending'
      ? text.sending(stage.percent)
      : stage?.stage === 'preparing'
        ? text.preparing
        : text.sending(0)
    : null;
  // A refusal of the file itself (its type, its size) is the form's message; a field's is beside it.
  const formError = upload.error && !Object.keys(serverErrors).length ? upload.error.message : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="image-upload-heading"
      aria-busy={busy}
      className="space-y-4 rounded-lg border border-ink-700 p-4"
    >
      <h3 id="image-upload-heading" className="font-display text-xl text-parchment-100">
        {text.upload}
      </h3>
      <FormField id={idOf('file')} label={text.file} required hint={text.fileHint} error={shown.file}>
        <input
          id={idOf('file')}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-required="true"
          aria-invalid={shown.file ? true : undefined}
          aria-describedby={describedBy(idOf('file'), { hint: text.fileHint, error: shown.file })}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block max-w-full text-sm text-parchment-200"
        />
      </FormField>
      <FormField id={idOf('alt')} label={text.alt} required hint={text.altHint} error={shown.alt}>
        <textarea
          id={idOf('alt')}
          value={alt}
          rows={2}
          onChange={(event) => setAlt(event.target.value)}
          aria-required="true"
          aria-invalid={shown.alt ? true : undefined}
          aria-describedby={describedBy(idOf('alt'), { hint: text.altHint, error: shown.alt })}
          className={inputClass}
        />
      </FormField>
      <FormError message={formError} />
      <p role="status" className="text-sm">
        {status ? (
          <StatusText tone="busy">{status}</StatusText>
        ) : kept ? (
          <StatusText tone="success">{kept}</StatusText>
        ) : null}
      </p>
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} disabled:opacity-60`}>
        {busy ? text.uploading : text.submit}
      </button>
    </form>
  );
}
