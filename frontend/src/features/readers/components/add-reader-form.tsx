import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { GROUP_VORACIOUS_READERS } from '@contract/mailing-list';
import { addReaderBody, READER_LISTS, type AddReader } from '@contract/readers';
import { buttonStyles } from '@frontend/components/buttons';
import { CheckboxOptions, type ChoiceLook } from '@frontend/components/choice-options';
import { describedBy, FormField, inputClass } from '@frontend/components/form-field';
import { FormError } from '@frontend/components/form-error';
import { toast } from '@frontend/components/toast';
import { apiFieldErrors, focusFirstError, schemaFieldErrors, type FieldErrors } from '@frontend/lib/field-errors';
import { useAddReader } from '../api';
import { ConsentFields } from './consent-fields';
import { readerText, tagsFrom } from '../texts';
import { readerPath } from './reader-search';

const text = readerText.form;
type Field = 'email' | 'name' | 'lists' | 'tags' | 'consentBasis';
type Errors = FieldErrors<Field>;
const LIST_OPTIONS = READER_LISTS.map((list) => [list, readerText.lists[list]] as const);
const LIST_LOOK: ChoiceLook = {
  label: 'flex items-center gap-2 text-sm text-parchment-100',
  input: 'size-4 accent-ember-500',
};
const FIELDS: Field[] = ['email', 'name', 'lists', 'tags', 'consentBasis'];

/** `/admin/readers/new`: one reader added by hand, with the author's statement of their consent. */
export function AddReaderForm() {
  const id = useId();
  const navigate = useNavigate();
  const add = useAddReader();
  const [values, setValues] = useState({
    email: '',
    name: '',
    tags: '',
    consentBasis: '',
    lists: [GROUP_VORACIOUS_READERS] as string[],
    optedIn: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const setList = (list: string, checked: boolean) =>
    setValues((v) => ({ ...v, lists: checked ? [...v.lists, list] : v.lists.filter((l) => l !== list) }));
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (field: Field) => `${id}-${field}`;
  const focusFirst = (found: Errors) => focusFirstError(FIELDS, found, fieldId);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const body: AddReader = {
      email: values.email,
      ...(values.name.trim() ? { name: values.name } : {}),
      lists: values.lists as AddReader['lists'],
      tags: tagsFrom(values.tags),
      consentBasis: values.consentBasis,
      optedIn: values.optedIn,
    };
    const found = schemaFieldErrors(addReaderBody, body, FIELDS);
    setErrors(found);
    if (focusFirst(found)) return;
    add.mutate(body, {
      onSuccess: (reply) => {
        toast({ title: readerText.add, description: reply.message });
        void navigate(readerPath(reply.reader.id));
      },
      onError: (error) => {
        const fields = apiFieldErrors(error, FIELDS);
        setErrors(fields);
        setFormError(Object.keys(fields).length ? null : error.message);
        focusFirst(fields);
      },
    });
  }

  const field = (name: 'email' | 'name' | 'tags', label: string, hint?: string, type = 'text') => (
    <FormField id={fieldId(name)} label={label} hint={hint} error={errors[name]} required={name === 'email'}>
      <input
        id={fieldId(name)}
        type={type}
        value={values[name]}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        aria-invalid={!!errors[name]}
        aria-required={name === 'email'}
        aria-describedby={describedBy(fieldId(name), { hint, error: errors[name] })}
        autoComplete="off"
        className={inputClass}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-4">
      <p className="text-sm text-parchment-300">{text.intro}</p>
      {field('email', text.email, undefined, 'email')}
      {field('name', text.name)}
      <fieldset
        id={fieldId('lists')}
        tabIndex={-1}
        aria-describedby={errors.lists ? `${fieldId('lists')}-error` : undefined}
      >
        <legend className="text-sm font-medium text-parchment-200">{text.lists}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          <CheckboxOptions options={LIST_OPTIONS} checked={values.lists} onChange={setList} look={LIST_LOOK} />
        </div>
        {errors.lists ? (
          <p id={`${fieldId('lists')}-error`} className="mt-1 text-sm text-red-300">
            {errors.lists}
          </p>
        ) : null}
      </fieldset>
      {field('tags', text.tags, text.tagsHint)}
      <ConsentFields
        id={fieldId('consentBasis')}
        text={text}
        basis={values.consentBasis}
        onBasis={(consentBasis) => setValues((v) => ({ ...v, consentBasis }))}
        basisError={errors.consentBasis}
        optedIn={values.optedIn}
        onOptedIn={(optedIn) => setValues((v) => ({ ...v, optedIn }))}
      />
      <FormError message={formError} />
      <button type="submit" disabled={add.isPending} className={`${buttonStyles.primary} disabled:opacity-60`}>
        {add.isPending ? text.submitting : text.submit}
      </button>
    </form>
  );
}
