import { CopyButton } from './buttons';

/** A long id shortened to its end (never wrapped), the whole id in its title and a copy button (labelled by the shared catalogue). */
export function ShortId({ id }: { id: string | null | undefined }) {
  if (!id) return <>—</>;
  return (
    <span className="short-id nowrap">
      <code title={id}>{id.length > 14 ? `…${id.slice(-12)}` : id}</code>
      <CopyButton text={id} />
    </span>
  );
}
