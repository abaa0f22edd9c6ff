import { useEffect, useRef, useState } from 'react';
import { periodArgs, ScreenPeriodPicker, useScreenPeriod } from '../ui/period';
import { ApiError, messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { ReportCohortDocument, ReportDimensionsDocument, type ReportCohortQuery } from '../generated/graphql';
import { useT } from '../i18n';
import { FormErrors } from '../ui/form';
import '../ui/analytics.css';
import { errorsOfList, filtersOf, type FilterDraft } from './report-definition';
import { DimensionFilters } from './report-filters';
import { CohortAnswer } from './report-cohort-table';

type Cohort = ReportCohortQuery['report_cohort'];

/** Cohorts by click date (POST /reports/cohort): lags D0… as a heat-coloured table; lags not reached yet shown as such. */
export function CohortScreen() {
  const { t } = useT('reports');
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

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('common:nav.cohorts')}</h1>
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
          <label htmlFor="cohort-granularity">{t('cohort.by')}</label>
          <select id="cohort-granularity" value={granularity} onChange={(e) => setGranularity(e.target.value)}>
            {['day', 'hour'].map((g) => (
              <option key={g} value={g}>
                {t(`cohort.granularity.${g}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cohort-columns">{t('cohort.columns')}</label>
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
          <label htmlFor="cohort-value">{t('cohort.value')}</label>
          <select id="cohort-value" value={value} onChange={(e) => setValue(e.target.value)}>
            {['cr', 'conversions', 'revenue'].map((v) => (
              <option key={v} value={v}>
                {t(`cohort.values.${v}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-check">
          <label htmlFor="cohort-cumulative">{t('cohort.cumulative')}</label>
          <input
            id="cohort-cumulative"
            type="checkbox"
            checked={cumulative}
            onChange={(e) => setCumulative(e.target.checked)}
          />
        </div>
        <button type="submit">{t('cohort.show')}</button>
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
      {cohort && <CohortAnswer cohort={cohort} />}
    </section>
  );
}
