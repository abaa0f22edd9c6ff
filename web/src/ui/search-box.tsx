import { useId } from 'react';

/** A list's search field (by name), labelled for screen readers. */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <span className="search-box">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" placeholder={`${label}…`} value={value} onChange={(e) => onChange(e.target.value)} />
    </span>
  );
}
