import type { EditorDef } from '../editor-def';
import type { FieldKit } from './fields';
import { FormView } from './form-view';

/** A saved version shown in its editor's form, every control read-only (the history's view of it). */
export function ReadOnlyPiece<V>({ def, body, idPrefix }: { def: EditorDef<V>; body: unknown; idPrefix: string }) {
  const kit: FieldKit<V> = {
    values: def.fromBody(body),
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
