/**
 * Copies a text. `navigator.clipboard` exists only in a secure context (https, localhost): on a
 * plain-http tracker host the text is selected in a hidden text area and copied with the
 * `copy` command, which browsers still allow from a click.
 */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission): the fallback below may still work.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'copy-buffer';
  document.body.append(area);
  const focused = document.activeElement as HTMLElement | null;
  area.focus();
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
    focused?.focus();
  }
}
