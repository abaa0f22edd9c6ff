import { useEffect, useRef, useState } from 'react';
import { instantsInWords, periodArgs, ScreenPeriodPicker, useScreenPeriod } from '../ui/period';
import { ApiError, messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { ReportCohortDocument, ReportDimensionsDocument, type ReportCohortQuery } from '../generated/graphql';
import { formatNumber } from '../ui/numbers';
import { FormErrors } from '../ui/form';
import '../ui/analytics.css';
import { errorsOfList, filtersOf, type FilterDraft } from './report-definition';
import { DimensionFilters } from './report-filters';
import { ReadFrom } from '../ui/read-from';

type Cohort = ReportCohortQuery['report_cohort'];

/** A cell's background: white at 0, the strongest colour at the table's largest value. */
function heat(value: number, max: number): string {
  const alpha = max > 0 ? Math.min(1, value / max) : 0;
  return `rgba(37, 99, 235, ${(0.08 + alpha * 0.62).toFixed(3)})`;
}

/** Cohorts by click date (POST /reports/cohort): lags D0… as a heat-coloured table; lags not reached yet shown as such. */
export function CohortScreen() {
  const dims = useQuery(ReportDimensionsDocument, {});
  // The app's period until the screen sets its own (then it says so, with the way back).
  const screenPeriod = useScreenPeriod();
  const [granularity, setGranularity] = useState('day');
  const [columns, setColumns] = useState('8');
  const [value, setValue] = useState('cr');
  const [cumulative, setCumulative] = useState(false);
  const [filters, setFilters] = useState<FilterDraft[]>([]);
  const [cohort, setCohort] = useState<Cohort | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  // Only the latest run's answer is shown (the run on arrival may finish after a later one).
  const latest = useRef(0);
  const load = async () => {
    const ticket = ++latest.current;
    setErrors([]);
    try {
      const answer = (
        await run(ReportCohortDocument, {
          ...periodArgs(screenPeriod.period),
          granularity,
          columns: Number(columns),
          value,
          cumulative,
          filters: filtersOf({ filters }),
        })
      ).report_cohort;
      if (ticket === latest.current) setCohort(answer);
    } catch (e) {
      if (ticket !== latest.current) return;
      setCohort(null);
      setErrors(e instanceof ApiError ? e.errors.map((x) => x.message) : [messageOf(e)]);
    }
  };
  // Results first: the default cohorts (7 days by day, CR) are shown on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the default settings
  useEffect(() => {
    void load();
  }, []);
  const filterErrors = errorsOfList(errors, 'filters');
  const columnsError = filterErrors.other.find((m) => /^columns\b|"columns"/.test(m));
  const otherErrors = filterErrors.other.filter((m) => m !== columnsError);
  const max = Math.max(0, ...(cohort?.rows.flatMap((r) => r.cells.filter((c): c is number => c !== null)) ?? []));

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">Cohorts</h1>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void load();
        }}
      >
        <div className="field">
          <ScreenPeriodPicker state={screenPeriod} />
        </div>
        <div className="field">
          <label htmlFor="cohort-granularity">Cohort by</label>
          <select id="cohort-granularity" value={granularity} onChange={(e) => setGranularity(e.target.value)}>
            <option value="day">day</option>
            <option value="hour">hour</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="cohort-columns">Columns (2–31)</label>
          <input
            id="cohort-columns"
            type="number"
            value={columns}
            aria-invalid={columnsError ? true : undefined}
            aria-describedby={columnsError ? 'cohort-columns-error' : undefined}
            onChange={(e) => setColumns(e.target.value)}
          />
          {columnsError && (
            <small className="field-error" id="cohort-columns-error" role="alert">
              {columnsError}
            </small>
          )}
        </div>
        <div className="field">
          <label htmlFor="cohort-value">Value</label>
          <select id="cohort-value" value={value} onChange={(e) => setValue(e.target.value)}>
            <option value="cr">CR % of the cohort's clicks</option>
            <option value="conversions">conversions</option>
            <option value="revenue">revenue</option>
          </select>
        </div>
        <div className="field field-check">
          <label htmlFor="cohort-cumulative">Cumulative</label>
          <input
            id="cohort-cumulative"
            type="checkbox"
            checked={cumulative}
            onChange={(e) => setCumulative(e.target.checked)}
          />
        </div>
        <button type="submit">Show cohorts</button>
      </form>
      <div className="report-panels">
        <DimensionFilters
          dimensions={dims.data?.report_dimensions ?? []}
          filters={filters}
          errors={filterErrors.byIndex}
          onChange={setFilters}
        />
      </div>
      <FormErrors errors={otherErrors} />
      {cohort && (
        <>
          <p className="muted">
            {instantsInWords(cohort.period, cohort.time_zone)} ({cohort.time_zone}) · {cohort.value}
            {cohort.cumulative ? ', cumulative' : ', per lag'} · hatched cells: lag not reached yet; — : no clicks ·{' '}
            <ReadFrom storage={cohort.storage} />
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so the keyboard can scroll it */}
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Cohort table (scrolls sideways)">
            <table className="data compact cohort">
              <caption className="sr-only">Cohorts</caption>
              <thead>
                <tr>
                  <th scope="col">Cohort</th>
                  <th scope="col" className="num">
                    Clicks
                  </th>
                  {cohort.columns.map((c) => (
                    <th key={c} scope="col" className="num">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cohort.rows.map((row) => (
                  <tr key={row.cohort}>
                    <th scope="row">{row.cohort}</th>
                    <td className="num">{row.clicks}</td>
                    {row.cells.map((c, i) =>
                      // A day without clicks has no cohort: nothing to wait for, so not hatched.
                      row.clicks === 0 ? (
                        <td key={i} className="num no-clicks muted" title="no clicks in this cohort">
                          —
                        </td>
                      ) : c === null ? (
                        <td key={i} className="num not-reached" title="not reached yet">
                          <span className="sr-only">not reached yet</span>
                        </td>
                      ) : (
                        <td key={i} className="num" style={{ backgroundColor: heat(c, max) }}>
                          {formatNumber(c)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
