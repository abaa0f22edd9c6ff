import { useRef, useState } from 'react';
import { useT } from '../i18n';

/**
 * A file field in the app's language and look: a "Choose file" button and a zone that takes a file
 * dropped on it, instead of the browser's own control (whose words follow the browser, not the app).
 * The real <input type="file"> stays, out of sight, with the `id` its <label htmlFor> names: the
 * label reads it to assistive technology and tests fill it as before. The chosen files' names show
 * beside the button; the input is emptied after each choice, so the same file can be chosen again.
 */
export function FilePicker({
  id,
  accept,
  multiple = false,
  describedBy,
  disabled,
  onFiles,
}: {
  id: string;
  accept?: string;
  multiple?: boolean;
  describedBy?: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useT('common');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [names, setNames] = useState<string[]>([]);
  const take = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    if (!files.length) return;
    setNames(files.map((f) => f.name));
    onFiles(files);
  };
  return (
    <fieldset
      className={over ? 'file-drop over' : 'file-drop'}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) take(e.dataTransfer.files);
      }}
    >
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => {
          const files = e.target.files;
          take(files);
          e.target.value = '';
        }}
      />
      <button type="button" disabled={disabled} onClick={() => input.current?.click()}>
        {t(multiple ? 'file.chooseMany' : 'file.choose')}
      </button>
      <span className={names.length ? 'file-names' : 'muted'}>
        {names.length ? names.join(', ') : t(multiple ? 'file.dropMany' : 'file.drop')}
      </span>
    </fieldset>
  );
}
