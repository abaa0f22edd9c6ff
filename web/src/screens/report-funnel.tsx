import { useState } from 'react';
import { ApiError, messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { ReportDimensionsDocument, ReportFunnelDocument, type ReportFunnelQuery } from '../generated/graphql';
import { useT } from '../i18n';
import { FormErrors } from '../ui/form';
import { instantsInWords, periodArgs, ScreenPeriodPicker, useScreenPeriod } from '../ui/period';
import { ReadFrom } from '../ui/read-from';
import '../ui/analytics.css';
import { FunnelChart, SegmentTable, StageTable, useStages } from './funnel-stages';
import { errorsOfList, filtersOf, type FilterDraft } from './report-definition';
import { useDimensionLabel } from './report-labels';
import { DimensionFilters } from './report-filters';

type Funnel = ReportFunnelQuery['report_funnel'];
type Dimension = { name: string; label: string; group: string };

/** The stages to pick, in the order picked (the number after each), landing clicks among them. */
function StagePicker({
  stages,
  onChange,
  error,
}: {
  stages: string[];
  onChange: (stages: string[]) => void;
  error?: string;
}) {
  const { t } = useT('reports');
  const { choices, label } = useStages();
  return (
    <fieldset aria-describedby={error ? 'stages-error' : undefined}>
      <legend>{t('funnel.stages')}</legend>
      {choices.map((s) => (
        <label key={s} className="check" title={s}>
          <input
            type="checkbox"
            value={s}
            checked={stages.includes(s)}
            onChange={(e) => onChange(e.target.checked ? [...stages, s] : stages.filter((x) => x !== s))}
          />{' '}
          {label(s)}
          {stages.includes(s) && <small className="muted"> ({stages.indexOf(s) + 1})</small>}
        </label>
      ))}
      {error && (
        <small className="field-error" id="stages-error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}

/** A breakdown dimension (none, or any non-time dimension). */
function BreakdownField({
  dimensions,
  value,
  onChange,
  error,
}: {
  dimensions: Dimension[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useT('reports');
  const label = useDimensionLabel(dimensions);
  return (
    <div className="field">
      <label htmlFor="funnel-breakdown">{t('funnel.breakdown')}</label>
      <select
        id="funnel-breakdown"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'breakdown-error' : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('funnel.noBreakdown')}</option>
        {dimensions
          .filter((d) => d.group !== 'time')
          .map((d) => (
            <option key={d.name} value={d.name} title={d.name}>
              {label(d.name)}
            </option>
          ))}
      </select>
      {error && (
        <small className="field-error" id="breakdown-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** The answer: its period and where it was read, the chart and table, and the funnel per segment. */
function FunnelAnswer({ funnel, dimensions }: { funnel: Funnel; dimensions: Dimension[] }) {
  const { t } = useT('reports');
  const { label } = useStages();
  const dimensionName = useDimensionLabel(dimensions);
  const breakdown = funnel.breakdown;
  return (
    <>
      <p className="muted" data-testid="funnel-facts">
        {t('facts.period', { period: instantsInWords(funnel.period, funnel.time_zone), zone: funnel.time_zone })} ·{' '}
        {t(`enums:dateBasis.${funnel.date_basis}`)} · <ReadFrom what="clicksFrom" storage={funnel.click_storage} />,{' '}
        <ReadFrom what="statusesFrom" storage={funnel.storage} />
      </p>
      {funnel.warning && (
        <p className="warning" role="status">
          {funnel.warning}
        </p>
      )}
      <div className="card">
        <FunnelChart stages={funnel.total} label={label} />
        <StageTable stages={funnel.total} label={label} />
      </div>
      {breakdown && (
        <>
          <h2>
            {t('funnel.byDimension', {
              dimension: dimensionName(breakdown),
              shown: funnel.segments.length,
              total: funnel.segments_total,
            })}
          </h2>
          <SegmentTable funnel={funnel} dimension={breakdown} label={label} />
        </>
      )}
    </>
  );
}

/** Funnel (POST /reports/funnel): the chosen stages in the order picked, with shares and losses, optionally per segment. */
export function FunnelScreen() {
  const { t } = useT('reports');
  const dims = useQuery(ReportDimensionsDocument, {});
  // The app's period until the screen sets its own (then it says so, with the way back).
  const screenPeriod = useScreenPeriod();
  const [dateBasis, setDateBasis] = useState('click');
  const [stages, setStages] = useState<string[]>(['clicks', 'unique_clicks', 'lead', 'sale']);
  const [breakdown, setBreakdown] = useState('');
  const [filters, setFilters] = useState<FilterDraft[]>([]);
  const [funnel, setFunnel] = useState<Funnel | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const dimensions = dims.data?.report_dimensions ?? [];

  const load = async () => {
    setErrors([]);
    try {
      const variables = {
        ...periodArgs(screenPeriod.period),
        date_basis: dateBasis,
        stages,
        breakdown: breakdown || null,
        filters: filtersOf({ filters }),
      };
      setFunnel((await run(ReportFunnelDocument, variables)).report_funnel);
    } catch (e) {
      setFunnel(null);
      setErrors(e instanceof ApiError ? e.errors.map((x) => x.message) : [messageOf(e)]);
    }
  };
  const filterErrors = errorsOfList(errors, 'filters');
  const stageError = filterErrors.other.find((m) => m.startsWith('stages'));
  const breakdownError = filterErrors.other.find((m) => m.startsWith('breakdown'));
  const otherErrors = filterErrors.other.filter((m) => m !== stageError && m !== breakdownError);

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('common:nav.funnel')}</h1>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void load();
        }}
      >
        <StagePicker stages={stages} onChange={setStages} error={stageError} />
        <BreakdownField dimensions={dimensions} value={breakdown} onChange={setBreakdown} error={breakdownError} />
        <div className="field">
          <ScreenPeriodPicker state={screenPeriod} />
        </div>
        <div className="field">
          <label htmlFor="funnel-basis">{t('settings.dateBasis')}</label>
          <select id="funnel-basis" value={dateBasis} onChange={(e) => setDateBasis(e.target.value)}>
            {['click', 'conversion'].map((basis) => (
              <option key={basis} value={basis}>
                {t(`enums:dateBasis.${basis}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t('funnel.show')}</button>
      </form>
      <div className="report-panels">
        <DimensionFilters
          dimensions={dimensions}
          filters={filters}
          errors={filterErrors.byIndex}
          onChange={setFilters}
        />
      </div>
      <FormErrors errors={otherErrors} />
      {funnel && <FunnelAnswer funnel={funnel} dimensions={dimensions} />}
    </section>
  );
}
