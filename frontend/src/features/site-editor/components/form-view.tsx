import { buttonStyles } from '@frontend/components/buttons';
import type { FieldSpec, FormSpec, RowsSpec } from '../form-spec';
import { valueAt } from '../form-paths';
import { FieldGroup, SelectField, TextField, ToggleField, type FieldKit } from './fields';

/** An editor's form drawn from its declaration (form-spec.ts): every kind's fields look and behave alike. */
export function FormView<V>({ form, kit }: { form: FormSpec<V>; kit: FieldKit<V> }) {
  return form.map((spec, index) => <SpecView key={index} spec={spec} kit={kit} />);
}

function SpecView<V>({ spec, kit }: { spec: FieldSpec<V>; kit: FieldKit<V> }) {
  switch (spec.kind) {
    case 'text':
      return <TextField kit={kit} {...spec.field} />;
    case 'select':
      return <SelectField kit={kit} {...spec.field} />;
    case 'toggle':
      return <ToggleField kit={kit} {...spec.field} />;
    case 'custom':
      return <spec.Field kit={kit} path={spec.path} />;
    case 'group':
      return (
        <FieldGroup legend={spec.legend}>
          {spec.hint ? <p className="text-xs text-parchment-400">{spec.hint}</p> : null}
          <FormView form={spec.fields} kit={kit} />
        </FieldGroup>
      );
    case 'columns':
      return (
        <div className={`grid gap-4 ${spec.template}`}>
          <FormView form={spec.fields} kit={kit} />
        </div>
      );
    case 'note':
      return <p className="text-sm text-parchment-400">{spec.text}</p>;
    case 'rows':
      return <RowsView spec={spec} kit={kit} />;
  }
}

/** A list's rows, each under its legend with a way to remove it (and to move it up), and a way to add one (not in a saved version). */
function RowsView<V>({ spec, kit }: { spec: RowsSpec<V>; kit: FieldKit<V> }) {
  const rows = (valueAt(kit.values, spec.path) as unknown[] | undefined) ?? [];
  const setRows = (next: unknown[]) => kit.set(spec.path, next);
  return (
    <div className="space-y-3">
      <div>
        <p className="text-sm font-medium text-parchment-200">{spec.words.label}</p>
        <p className="text-xs text-parchment-400">{spec.words.hint}</p>
      </div>
      {rows.map((_, index) => (
        <FieldGroup
          key={index}
          legend={spec.words.legend(index)}
          actions={
            kit.readOnly ? null : (
              <div className="flex flex-wrap gap-3">
                {spec.words.moveUp && index > 0 ? (
                  <button
                    type="button"
                    onClick={() => setRows(rows.with(index - 1, rows[index]).with(index, rows[index - 1]))}
                    className={buttonStyles.quiet}
                  >
                    {spec.words.moveUp(index)}
                  </button>
                ) : null}
                <button
                  type="button"
                  onClick={() => setRows(rows.filter((_, other) => other !== index))}
                  className={buttonStyles.quiet}
                >
                  {spec.words.remove(index)}
                </button>
              </div>
            )
          }
        >
          <FormView form={spec.fields(`${spec.path}.${index}`)} kit={kit} />
        </FieldGroup>
      ))}
      {kit.readOnly ? null : (
        <button type="button" onClick={() => setRows([...rows, spec.blank])} className={buttonStyles.secondary}>
          {spec.words.add}
        </button>
      )}
    </div>
  );
}
