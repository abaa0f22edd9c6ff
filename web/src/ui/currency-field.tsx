import { useEffect, useId, useRef } from 'react';
import { useQuery } from '../api/hooks';
import { CurrentWorkspaceDocument } from '../generated/graphql';

/**
 * A currency code field (a campaign's cost, an offer's payout) that starts from the workspace
 * currency, not a USD placeholder: an empty value is filled with it once it is known.
 */
export function CurrencyField({
  name,
  label,
  value,
  error,
  required,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const base = workspace.data?.workspace.base_currency ?? '';
  const filled = useRef(false);
  useEffect(() => {
    if (!filled.current && base && !value) onChange(base);
    if (base) filled.current = true;
  }, [base, value, onChange]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={value}
        required={required}
        maxLength={3}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
      />
      {error && (
        <small className="field-error" id={`${id}-error`} role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
