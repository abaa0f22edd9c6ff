import { currentLanguage, useT } from '../i18n';
import type { ReportCohortQuery } from '../generated/graphql';
import { formatCount, formatDecimal, formatPercent } from '../ui/numbers';
import { instantsInWords } from '../ui/period';
import { ReadFrom } from '../ui/read-from';

type Cohort = ReportCohortQuery['report_cohort'];

/** A cell's background: white at 0, the strongest colour at the table's largest value. */
function heat(value: number, max: number): string {
  const alpha = max > 0 ? Math.min(1, value / max) : 0;
  return `rgba(37, 99, 235, ${(0.08 + alpha * 0.62).toFixed(3)})`;
}

/** A cohort's name: its local date ("Mon, 30 Nov"), with the hour for hourly cohorts ("… 14:00"). */
function cohortName(cohort: string): string {
  const [date, hour] = cohort.split(' ');
  const day = new Intl.DateTimeFormat(currentLanguage(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return hour === undefined ? day : `${day}, ${hour}:00`;
}

/** The cohorts' answer: what is shown, the period in words, and the heat-coloured table. */
export function CohortAnswer({ cohort }: { cohort: Cohort }) {
  const { t } = useT('reports');
  const max = Math.max(0, ...cohort.rows.flatMap((r) => r.cells.filter((c): c is number => c !== null)));
  const show = (v: number) => (cohort.value === 'cr' ? formatPercent(v) : formatDecimal(v));
  // Lags by the API's names (D0… or H0…, the last one the tail "D7+"), in the user's letters.
  const lag = (column: string) => {
    const match = /^([DH])(\d+)(\+?)$/.exec(column);
    return match ? t(`cohort.lag.${match[1]}`, { n: match[2], plus: match[3] }) : column;
  };
  return (
    <>
      <p className="muted">
        {t('facts.period', { period: instantsInWords(cohort.period, cohort.time_zone), zone: cohort.time_zone })} ·{' '}
        {t(`cohort.values.${cohort.value}`, { defaultValue: cohort.value })},{' '}
        {cohort.cumulative ? t('cohort.cumulativeShown') : t('cohort.perLag')} · {t('cohort.legend')} ·{' '}
        <ReadFrom storage={cohort.storage} />
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so the keyboard can scroll it */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('cohort.region')}>
        <table className="data compact cohort">
          <caption className="sr-only">{t('common:nav.cohorts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cohort.cohort')}</th>
              <th scope="col" className="num">
                {t('metrics:metric.clicks')}
              </th>
              {cohort.columns.map((c) => (
                <th key={c} scope="col" className="num" title={c}>
                  {lag(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cohort.rows.map((row) => (
              <tr key={row.cohort}>
                <th scope="row" title={row.cohort}>
                  {cohortName(row.cohort)}
                </th>
                <td className="num">{formatCount(row.clicks)}</td>
                {row.cells.map((c, i) =>
                  // A day without clicks has no cohort: nothing to wait for, so not hatched.
                  row.clicks === 0 ? (
                    <td key={i} className="num no-clicks muted" title={t('cohort.noClicks')}>
                      —
                    </td>
                  ) : c === null ? (
                    <td key={i} className="num not-reached" title={t('cohort.notReached')}>
                      <span className="sr-only">{t('cohort.notReached')}</span>
                    </td>
                  ) : (
                    <td key={i} className="num" style={{ backgroundColor: heat(c, max) }}>
                      {show(c)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
