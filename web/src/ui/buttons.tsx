import { useState, type ReactNode } from 'react';

/** A destructive action: asks first (a native, keyboard-accessible confirm dialog). */
export function ConfirmButton({
  question,
  onConfirm,
  children,
  className = 'danger',
}: {
  question: string;
  onConfirm: () => void | Promise<void>;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={() => window.confirm(question) && void onConfirm()}>
      {children}
    </button>
  );
}

/** Copies a text to the clipboard and says so. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="secondary"
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setDone(true);
        setTimeout(() => setDone(false), 1500);
      }}
    >
      {done ? 'Copied' : label}
    </button>
  );
}
