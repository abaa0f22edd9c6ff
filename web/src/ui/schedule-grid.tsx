import { useT } from '../i18n';

/** ISO days 1 (Monday) to 7 (Sunday); their short names are in `flows.json` `schedule.day`. */
const DAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * The schedule filter as a day × hour grid. The API matches a click when its day is one of
 * `days` and its hour one of `hours` (empty: any), so a cell is on when its day and its hour
 * are: the day and hour headers are the toggles, the cells show the resulting week.
 */
export function ScheduleGrid({
  label,
  days,
  hours,
  onChange,
}: {
  label: string;
  days: number[];
  hours: number[];
  onChange: (days: number[], hours: number[]) => void;
}) {
  const { t } = useT('flows');
  const dayName = (d: number) => t(`schedule.day.${d}`);
  const toggle = (list: number[], n: number) =>
    list.includes(n) ? list.filter((x) => x !== n) : [...list, n].sort((a, b) => a - b);
  const dayOn = (d: number) => days.length === 0 || days.includes(d);
  const hourOn = (h: number) => hours.length === 0 || hours.includes(h);
  return (
    <table className="schedule" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">
            <span className="sr-only">{t('schedule.dayHeader')}</span>
          </th>
          {HOURS.map((h) => (
            <th key={h} scope="col">
              <button
                type="button"
                className={hours.includes(h) ? 'cell-toggle on' : 'cell-toggle'}
                aria-pressed={hours.includes(h)}
                aria-label={t('schedule.hour', { h })}
                onClick={() => onChange(days, toggle(hours, h))}
              >
                {h}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {DAYS.map((day, i) => (
          <tr key={day}>
            <th scope="row">
              <button
                type="button"
                className={days.includes(i + 1) ? 'cell-toggle on' : 'cell-toggle'}
                aria-pressed={days.includes(i + 1)}
                aria-label={dayName(day)}
                onClick={() => onChange(toggle(days, i + 1), hours)}
              >
                {dayName(day)}
              </button>
            </th>
            {HOURS.map((h) => (
              <td key={h} className={dayOn(i + 1) && hourOn(h) ? 'slot on' : 'slot'} />
            ))}
          </tr>
        ))}
      </tbody>
      <caption className="schedule-caption">
        {days.length === 0 ? t('schedule.everyDay') : days.map(dayName).join(', ')} ·{' '}
        {hours.length === 0 ? t('schedule.everyHour') : t('schedule.hours', { hours: hours.join(', ') })}
      </caption>
    </table>
  );
}
