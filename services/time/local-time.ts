/**
 * Day of week and hour in a time zone, for the schedule filter: its time zone is checked and
 * spelled canonically on save (canonicalTimeZone), and read on every click it is evaluated on
 * (localDayAndHour). One formatter per zone, made once.
 */
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's canonical name (europe/berlin → Europe/Berlin); throws a RangeError for an unknown zone. */
export function canonicalTimeZone(timeZone: string): string {
  return formatterFor(timeZone).resolvedOptions().timeZone;
}

/** ISO day of week (1 = Monday) and hour of `time` in `timeZone`. */
export function localDayAndHour(time: Date, timeZone: string): { day: number; hour: number } {
  let day = 0;
  let hour = 0;
  for (const part of formatterFor(timeZone).formatToParts(time)) {
    if (part.type === 'weekday') day = WEEKDAYS[part.value];
    else if (part.type === 'hour') hour = Number(part.value);
  }
  return { day, hour };
}
