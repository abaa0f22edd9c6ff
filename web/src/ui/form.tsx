import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, messageOf } from '../api/errors';
import { i18next, useT } from '../i18n';
import { Picker, type PickerOption } from './picker';
import { PairRows, QueryRows, SubIdRows, TokenRows } from './row-editors';
import { CurrencyField } from './currency-field';

export type FieldKind =
  | 'text'
  | 'password'
  | 'number'
  | 'decimal'
  | 'textarea'
  | 'json'
  | 'checkbox'
  | 'select'
  | 'tags'
  | 'url'
  | 'picker'
  | 'tokens'
  | 'subids'
  | 'pairs'
  | 'query'
  /** A currency code that starts from the workspace currency (ui/currency-field.tsx). */
  | 'currency';

/** Kinds whose form value is JSON text written by a row editor (never typed by a person). */
const JSON_KINDS: readonly (FieldKind | undefined)[] = ['json', 'tokens', 'subids', 'pairs'];

export interface FieldSpec {
  name: string;
  label: string;
  kind?: FieldKind;
  options?: readonly (string | { value: string; label: string })[];
  /**
   * The enumeration the options are values of (`<lang>/enums.json`): each option shows its phrase in
   * the user's language, the API's value in its tooltip.
   */
  enum?: string;
  help?: string;
  /** Help that follows the form's values as they are typed (a rate's direction in words). */
  says?: (values: FormValues) => string;
  required?: boolean;
  /** Shown only when creating (e.g. write-only secrets are set, never shown). */
  placeholder?: string;
  /** A picker's options: ids with the names a person picks from. */
  load?: () => Promise<PickerOption[]>;
  /** A picker with nothing to pick: what to do first. */
  emptyHint?: string;
  /** Pairs: the labels of a row's two inputs, the add button, suggested values. */
  pairs?: { key: string; value: string; add: string; suggestions?: string[] };
}

export type FormValues = Record<string, string | boolean>;

/** A form's values, its field errors from the API and its submit state. */
export function useForm(initial: FormValues, fieldNames: readonly string[]) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  /** Runs `action`; an ApiError's messages land next to the fields they name. */
  const submit = (action: (values: FormValues) => Promise<unknown>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setErrors({});
    setFormErrors([]);
    try {
      await action(values);
    } catch (error) {
      if (error instanceof ApiError) {
        const { fields, form } = error.byField(fieldNames);
        setErrors(fields);
        setFormErrors(form);
      } else if (error instanceof FieldError) {
        setErrors({ [error.field]: error.message });
      } else setFormErrors([messageOf(error)]);
    } finally {
      setBusy(false);
    }
  };
  return { values, set, setValues, errors, formErrors, busy, submit };
}

/** A value the form itself refuses before sending (e.g. JSON that does not parse). */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A labelled control with its error underneath (aria-invalid, aria-describedby). */
export function Field({
  spec,
  value,
  error,
  onChange,
}: {
  spec: FieldSpec;
  value: string | boolean | undefined;
  error?: string;
  onChange: (v: string | boolean) => void;
}) {
  const { t } = useT('enums');
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name: spec.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    required: spec.required,
  } as const;
  let control: ReactNode;
  const text = typeof value === 'string' ? value : '';
  switch (spec.kind) {
    case 'picker':
      return (
        <Picker
          label={spec.label}
          name={spec.name}
          value={text}
          onChange={onChange}
          load={spec.load!}
          error={error}
          required={spec.required}
          help={spec.help}
          emptyHint={spec.emptyHint}
        />
      );
    case 'currency':
      return (
        <CurrencyField
          name={spec.name}
          label={spec.label}
          value={text}
          error={error}
          required={spec.required}
          onChange={onChange}
        />
      );
    case 'tokens':
      return <TokenRows label={spec.label} value={text} onChange={onChange} error={error} />;
    case 'subids':
      return <SubIdRows label={spec.label} value={text} onChange={onChange} error={error} />;
    case 'query':
      return <QueryRows label={spec.label} value={text} onChange={onChange} error={error} />;
    case 'pairs':
      return (
        <PairRows
          label={spec.label}
          keyLabel={spec.pairs!.key}
          valueLabel={spec.pairs!.value}
          addLabel={spec.pairs!.add}
          suggestions={spec.pairs!.suggestions}
          value={text}
          onChange={onChange}
          error={error}
        />
      );
    case 'checkbox':
      control = (
        <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      );
      break;
    case 'select':
      control = (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          {!spec.required && <option value="">{t('common:form.notSet')}</option>}
          {spec.options?.map((o) => {
            const option =
              typeof o === 'string'
                ? { value: o, label: spec.enum ? t(`enums:${spec.enum}.${o}`, { defaultValue: o }) : o }
                : o;
            return (
              <option key={option.value} value={option.value} title={spec.enum ? option.value : undefined}>
                {option.label}
              </option>
            );
          })}
        </select>
      );
      break;
    case 'textarea':
    case 'json':
      control = (
        <textarea
          {...common}
          rows={spec.kind === 'json' ? 6 : 4}
          value={text}
          placeholder={spec.placeholder}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={
            spec.kind === 'password'
              ? 'password'
              : spec.kind === 'number'
                ? 'number'
                : spec.kind === 'url'
                  ? 'url'
                  : 'text'
          }
          inputMode={spec.kind === 'decimal' ? 'decimal' : undefined}
          value={text}
          placeholder={spec.placeholder}
          autoComplete={spec.kind === 'password' ? 'current-password' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <div className={`field ${spec.kind === 'checkbox' ? 'field-check' : ''}`}>
      <label htmlFor={id}>{spec.label}</label>
      {control}
      {spec.help && <small className="help">{spec.help}</small>}
      {error && (
        <small className="field-error" id={errorId} role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

export function FormErrors({ errors }: { errors: string[] }) {
  if (!errors.length) return null;
  return (
    <div className="form-error" role="alert">
      {errors.map((e, i) => (
        <p key={i}>{e}</p>
      ))}
    </div>
  );
}

/** Renders specs as fields bound to a useForm state. */
export function Fields({ specs, form }: { specs: readonly FieldSpec[]; form: ReturnType<typeof useForm> }) {
  return (
    <>
      {specs.map((spec) => (
        <Field
          key={spec.name}
          spec={spec.says ? { ...spec, help: spec.says(form.values) } : spec}
          value={form.values[spec.name]}
          error={form.errors[spec.name]}
          onChange={(v) => form.set(spec.name, v)}
        />
      ))}
    </>
  );
}

/** Form values of an entity (strings for inputs, JSON text for objects, comma lists for tags). */
export function valuesOf(specs: readonly FieldSpec[], entity: Record<string, unknown> | null | undefined): FormValues {
  const values: FormValues = {};
  for (const spec of specs) {
    const raw = entity?.[spec.name];
    if (spec.kind === 'checkbox') values[spec.name] = raw === true;
    else if (JSON_KINDS.includes(spec.kind)) values[spec.name] = raw == null ? '' : JSON.stringify(raw, null, 2);
    else if (spec.kind === 'tags') values[spec.name] = Array.isArray(raw) ? raw.join(', ') : '';
    else values[spec.name] = raw == null ? '' : String(raw);
  }
  return values;
}

/**
 * The API input from form values. On create, empty fields are left out; on update, only changed
 * fields are sent (absent fields keep their value), an emptied one as null.
 */
export function inputOf(
  specs: readonly FieldSpec[],
  values: FormValues,
  initial?: FormValues,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = values[spec.name];
    if (initial && value === initial[spec.name]) continue;
    if (spec.kind === 'checkbox') {
      input[spec.name] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') {
      if (initial) input[spec.name] = spec.kind === 'tags' ? [] : null;
      continue;
    }
    switch (spec.kind) {
      case 'number':
        input[spec.name] = Number(text);
        break;
      case 'tags':
        input[spec.name] = text
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean);
        break;
      case 'tokens':
      case 'subids':
      case 'pairs':
      case 'json':
        try {
          input[spec.name] = JSON.parse(text);
        } catch {
          throw new FieldError(spec.name, i18next.t('common:form.badJson', { field: spec.label }));
        }
        break;
      default:
        input[spec.name] = text;
    }
  }
  return input;
}
