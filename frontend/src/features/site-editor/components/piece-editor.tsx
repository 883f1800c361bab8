import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Piece } from '@contract/site-content';
import { buttonStyles, textLinkStyle } from '@frontend/components/buttons';
import { FormError } from '@frontend/components/form-error';
import { LeaveGuard } from '@frontend/components/leave-guard';
import { StatusText } from '@frontend/components/status-text';
import { ApiError } from '@frontend/lib/api';
import { focusFirstError, type FieldErrors } from '@frontend/lib/field-errors';
import { useSavePiece, type PieceRef } from '../api';
import type { EditorDef } from '../editor-def';
import { messagesInHerWords, withValueAt } from '../form-paths';
import { fieldsOf, wordsOf } from '../form-spec';
import { historyPath, piecePath, SITE_PATH } from '../pieces';
import { siteText } from '../texts';
import type { FieldKit } from './fields';
import { FormView } from './form-view';
import { PiecePreview } from './piece-preview';

const text = siteText.editor;

/** The schema's own issues, in the shape the server's 400 lists them. */
function issuesOf(def: EditorDef<never>['schema'], body: unknown) {
  const result = def.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
        inHerWords: issue.code === 'custom' && issue.params?.inHerWords === true,
      }));
}

/** What a new book's first save hands to its editor at its own address, which opens afresh. */
type SavedState = { savedVersion?: number } | null;

/** A save refused because the piece moved on (another tab, another person): said, with a way to load it. */
function ConflictNotice({ message, onReload }: { message: string; onReload: () => Promise<unknown> }) {
  const [reloading, setReloading] = useState(false);
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-amber-700/60 bg-amber-950/40 p-4 text-sm">
      <p className="font-medium text-parchment-100">{text.conflictTitle}</p>
      <p className="text-parchment-200">{message}</p>
      <p className="text-parchment-300">{text.conflictHelp}</p>
      <button
        type="button"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void onReload().finally(() => setReloading(false));
        }}
        className={`${buttonStyles.secondary} disabled:opacity-60`}
      >
        {reloading ? text.reloading : text.reload}
      </button>
    </div>
  );
}

/**
 * One piece's editor: its form (the kind's), checked in the browser by the schema the server uses,
 * saved over the version it was opened at. A refusal keeps every typed word: a field's message
 * beside it, a conflict above the buttons with a way to load the newer version, anything else as
 * the form's error. Leaving with unsaved changes asks first.
 */
export function PieceEditor<V, B>({
  def,
  piece,
  pieceRef,
  heading,
  onReload,
}: {
  def: EditorDef<V, B>;
  /** The saved piece, or null for a new one (its editor's `newPiece` values then). */
  piece: Piece | null;
  /** Which piece this is; a new book's or story's comes from its body at the save. */
  pieceRef: (body: unknown) => PieceRef;
  heading: string;
  onReload: () => Promise<unknown>;
}) {
  const formId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSavePiece();
  // A saved body passed this kind's schema when it was saved.
  const [values, setValues] = useState<V>(() => (piece ? def.fromBody(piece.body as B) : def.newPiece!.values()));
  const [saved, setSaved] = useState({ json: JSON.stringify(values), version: piece?.version ?? 0 });
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [failure, setFailure] = useState<{ conflict: boolean; message: string } | null>(null);
  // A new book or story, once saved, opens at its own address: the save's word follows it there.
  const [done, setDone] = useState<string | null>(() => {
    const savedVersion = (location.state as SavedState)?.savedVersion;
    return savedVersion && savedVersion === piece?.version ? text.saved(savedVersion) : null;
  });
  const dirty = JSON.stringify(values) !== saved.json;
  const isNew = saved.version === 0;
  const form = def.form(values, { isNew });
  const fields = fieldsOf(form, values);
  const fieldId = (path: string) => `${formId}-${path.replace(/\./g, '-')}`;

  const kit: FieldKit<V> = {
    values,
    fieldId,
    error: (path) => errors[path],
    set: (path, value) => {
      setValues((current) => withValueAt(current, path, value));
      setDone(null);
      // A field being corrected no longer shows its old message.
      setErrors((current) => (current[path] ? { ...current, [path]: undefined } : current));
    },
    readOnly: false,
  };

  /** Each field's message beside it; `words` false keeps the server's own (a refusal already in her words). */
  const showIssues = (issues: { path: string; message: string }[], words = wordsOf(form, values)) => {
    const found = messagesInHerWords(fields, issues, words);
    setErrors(found);
    focusFirstError(fields, found, fieldId);
    return Object.keys(found).length > 0;
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const body = def.toBody(values);
    const issues = issuesOf(def.schema, body);
    if (issues.length) {
      // A rule about what she never types (a derived link): said as a whole, not in the schema's words.
      if (!showIssues(issues)) setFailure({ conflict: false, message: text.notAccepted });
      return;
    }
    setErrors({});
    const ref = pieceRef(body);
    const json = JSON.stringify(values);
    save.mutate(
      { piece: ref, body, expectedVersion: saved.version },
      {
        onSuccess: (reply) => {
          setSaved({ json, version: reply.version });
          setDone(text.saved(reply.version));
          if (isNew) void navigate(piecePath(ref), { replace: true, state: { savedVersion: reply.version } });
        },
        onError: (error) => {
          // The server names each field by its place in the request (`body.title`).
          const issues = error instanceof ApiError && error.status === 400 ? error.issues : undefined;
          if (
            issues &&
            showIssues(issues.map(({ path, message }) => ({ path: path.replace(/^body\.?/, ''), message })))
          )
            return;
          // A new book or story whose address another has: the address is what to change.
          if (error instanceof ApiError && error.status === 409 && isNew && 'id' in (values as object)) {
            showIssues([{ path: 'id', message: error.message }], {});
            return;
          }
          setFailure({ conflict: error instanceof ApiError && error.status === 409, message: error.message });
        },
      },
    );
  }

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <div className="space-y-8">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${formId}-heading`}
        aria-busy={save.isPending}
        className="space-y-6"
      >
        <LeaveGuard when={dirty} />
        <EditorHeader id={`${formId}-heading`} heading={heading}>
          <span className="text-sm text-parchment-400">{isNew ? text.newVersion : text.version(saved.version)}</span>
          {isNew ? null : (
            <Link to={historyPath(pieceRef(null))} className={`text-sm ${textLinkStyle}`}>
              {text.history}
            </Link>
          )}
        </EditorHeader>

        <FormView form={form} kit={kit} />

        {failure?.conflict ? <ConflictNotice message={failure.message} onReload={onReload} /> : null}
        <FormError message={failure && !failure.conflict ? failure.message : hasErrors ? text.fixFields : null} />
        <div className="flex flex-wrap items-center gap-3 border-t border-ink-800 pt-6">
          <button type="submit" disabled={save.isPending} className={`${buttonStyles.primary} disabled:opacity-60`}>
            {save.isPending ? text.saving : isNew ? text.create(def.newPiece?.kind ?? '') : text.save}
          </button>
          <p role="status" className="text-sm" data-testid="save-state">
            {save.isPending ? (
              <StatusText tone="busy">{text.saving}</StatusText>
            ) : done ? (
              <StatusText tone="success">{done}</StatusText>
            ) : dirty ? (
              <StatusText tone="warning">{text.unsaved}</StatusText>
            ) : null}
          </p>
        </div>
      </form>
      {def.Preview ? (
        <def.Preview body={def.toBody(values)} />
      ) : (
        <PiecePreview pieceRef={pieceRef} body={() => def.toBody(values)} />
      )}
    </div>
  );
}

/** The top of an editor or its history: the way back (to Site), its heading, a line under it, and the piece's version and history. */
export function EditorHeader({
  id,
  heading,
  back = { to: SITE_PATH, label: text.back },
  intro,
  children,
}: {
  id: string;
  heading: string;
  back?: { to: string; label: string };
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Link to={back.to} className={`text-sm ${textLinkStyle}`}>
        {back.label}
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="font-display text-2xl break-words text-parchment-100">
          {heading}
        </h2>
        <div className="flex flex-wrap items-baseline gap-4">{children}</div>
      </div>
      {intro ? <p className="text-sm text-parchment-400">{intro}</p> : null}
    </div>
  );
}
