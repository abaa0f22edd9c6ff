let zone: string | undefined;
let formatter: Intl.DateTimeFormat | undefined;

/** The workspace's time zone, in which the logs show their times (set by the app's frame). */
export function setDisplayTimeZone(timeZone: string | undefined) {
  if (timeZone === zone) return;
  zone = timeZone;
  formatter = undefined;
}

/** An instant as YYYY-MM-DD HH:MM:SS in the workspace's time zone (the browser's until it is known). */
export function localTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  try {
    formatter ??= new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    formatter = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' });
  }
  return formatter.format(new Date(iso));
}
