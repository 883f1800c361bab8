import type { EditorDef } from '../editor-def';
import type { FieldKit } from './fields';
import { FormView } from './form-view';

/** A saved version shown in its editor's form, every control read-only (the history's view of it). */
export function ReadOnlyPiece<V, B>({
  def,
  body,
  idPrefix,
}: {
  def: EditorDef<V, B>;
  body: unknown;
  idPrefix: string;
}) {
  const kit: FieldKit<V> = {
    // A saved version passed its kind's schema when it was saved.
    values: def.fromBody(body as B),
    fieldId: (path) => `${idPrefix}-${path.replace(/\./g, '-')}`,
    error: () => undefined,
    set: () => undefined,
    readOnly: true,
  };
  return (
    <div className="space-y-6">
      <FormView form={def.form(kit.values, { isNew: false })} kit={kit} />
    </div>
  );
}
