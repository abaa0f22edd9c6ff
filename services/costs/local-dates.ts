import type pg from 'pg';
import { addDays, localDate } from '../time/period';
import type { CostUpdateView } from './cost-update.shapes';

/**
 * A cost update echoed in the form it was asked in (issue 35, item 11): a range of whole local days
 * (`from` and `to` local dates, `to` inclusive) is echoed as those dates, `from_date` and `to_date`,
 * beside the instants `from` and `to` (exclusive) that the record keeps and clients already read.
 * A range that does not start and end at the workspace's local midnight has no dates (null).
 */
export interface CostUpdateEcho extends CostUpdateView {
  from_date: string | null;
  to_date: string | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function isLocalMidnight(time: Date, timeZone: string): boolean {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(time);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? NaN);
  return value('hour') === 0 && value('minute') === 0 && value('second') === 0 && time.getUTCMilliseconds() === 0;
}

export function withLocalDates(view: CostUpdateView, timeZone: string): CostUpdateEcho {
  const from = new Date(view.from);
  const to = new Date(view.to);
  const whole = isLocalMidnight(from, timeZone) && isLocalMidnight(to, timeZone);
  return {
    ...view,
    from_date: whole ? localDate(from, timeZone) : null,
    to_date: whole ? addDays(localDate(to, timeZone), -1) : null,
  };
}

/** The workspace's time zone, which the local dates are read in. */
export async function workspaceTimeZone(db: Pick<pg.Pool, 'query'>, workspaceId: string): Promise<string> {
  const { rows } = await db.query<{ time_zone: string }>('select time_zone from workspaces where id = $1', [
    workspaceId,
  ]);
  return rows[0]?.time_zone ?? 'UTC';
}
