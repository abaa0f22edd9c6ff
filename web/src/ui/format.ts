import { currentLanguage } from '../i18n';

let zone: string | undefined;
let formatter: Intl.DateTimeFormat | undefined;
let dateFormatter: { key: string; format: Intl.DateTimeFormat } | undefined;

/** The workspace's time zone, in which the logs show their times (set by the app's frame). */
export function setDisplayTimeZone(timeZone: string | undefined) {
  if (timeZone === zone) return;
  zone = timeZone;
  formatter = undefined;
  dateFormatter = undefined;
}

/** A day or an instant in words of the app's language ("6 Dec 2026", "6 дек. 2026 г."), in the workspace's zone. */
export function localDate(value: string | Date | null | undefined, withTime = false): string {
  if (!value) return '—';
  const key = `${currentLanguage()}:${zone}:${withTime}`;
  if (dateFormatter?.key !== key) {
    const options: Intl.DateTimeFormatOptions = withTime
      ? { dateStyle: 'medium', timeStyle: 'short' }
      : { dateStyle: 'medium' };
    try {
      dateFormatter = {
        key,
        format: new Intl.DateTimeFormat(currentLanguage(), { ...options, timeZone: withTime ? zone : 'UTC' }),
      };
    } catch {
      dateFormatter = { key, format: new Intl.DateTimeFormat(currentLanguage(), options) };
    }
  }
  // A bare day (YYYY-MM-DD) is that calendar day wherever the reader is.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return dateFormatter.format.format(date);
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
