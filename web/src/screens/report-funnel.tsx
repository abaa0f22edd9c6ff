import { useMemo, useState } from 'react';
import { instantsInWords, periodArgs, ScreenPeriodPicker, useScreenPeriod } from '../ui/period';
import { ApiError, messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import {
  ListCustomStatusesDocument,
  ReportDimensionsDocument,
  ReportFunnelDocument,
  type ReportFunnelQuery,
} from '../generated/graphql';
import { Chart, type ChartOption } from '../ui/chart';
import { formatNumber } from '../ui/numbers';
import { FormErrors } from '../ui/form';
import '../ui/analytics.css';
import { errorsOfList, filtersOf, type FilterDraft } from './report-definition';
import { DimensionFilters } from './report-filters';
import { ReadFrom } from '../ui/read-from';
import { dimensionLabel } from '../ui/metric-labels';

type Funnel = ReportFunnelQuery['report_funnel'];
type Stage = Funnel['total'][number];
const BUILT_IN_STAGES = ['clicks', 'unique_clicks', 'lead', 'sale', 'rejected', 'trash'];

/** Funnel (POST /reports/funnel): the chosen stages in the order picked, with shares and losses, optionally per segment. */
export function FunnelScreen() {
  const dims = useQuery(ReportDimensionsDocument, {});
  const custom = useQuery(ListCustomStatusesDocument, { limit: 100 });
  // The app's period until the screen sets its own (then it says so, with the way back).
  const screenPeriod = useScreenPeriod();
  const [dateBasis, setDateBasis] = useState('click');
  const [stages, setStages] = useState<string[]>(['clicks', 'unique_clicks', 'lead', 'sale']);
  const [breakdown, setBreakdown] = useState('');
  const [filters, setFilters] = useState<FilterDraft[]>([]);
  const [funnel, setFunnel] = useState<Funnel | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const dimensions = dims.data?.report_dimensions ?? [];
  const choices = [
    ...BUILT_IN_STAGES,
    ...(custom.data?.custom_statuses.items ?? []).filter((s) => !s.deleted_at).map((s) => s.code),
  ];

  const load = async () => {
    setErrors([]);
    try {
      setFunnel(
        (
          await run(ReportFunnelDocument, {
            ...periodArgs(screenPeriod.period),
            date_basis: dateBasis,
            stages,
            breakdown: breakdown || null,
            filters: filtersOf({ filters }),
          })
        ).report_funnel,
      );
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
      <h1 id="screen-title">Funnel</h1>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void load();
        }}
      >
        <fieldset aria-describedby={stageError ? 'stages-error' : undefined}>
          <legend>Stages (in the order picked)</legend>
          {choices.map((s) => (
            <label key={s} className="check">
              <input
                type="checkbox"
                checked={stages.includes(s)}
                onChange={(e) => setStages(e.target.checked ? [...stages, s] : stages.filter((x) => x !== s))}
              />{' '}
              {s}
              {stages.includes(s) && <small className="muted"> ({stages.indexOf(s) + 1})</small>}
            </label>
          ))}
          {stageError && (
            <small className="field-error" id="stages-error" role="alert">
              {stageError}
            </small>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor="funnel-breakdown">Breakdown</label>
          <select
            id="funnel-breakdown"
            value={breakdown}
            aria-invalid={breakdownError ? true : undefined}
            aria-describedby={breakdownError ? 'breakdown-error' : undefined}
            onChange={(e) => setBreakdown(e.target.value)}
          >
            <option value="">none</option>
            {dimensions
              .filter((d) => d.group !== 'time')
              .map((d) => (
                <option key={d.name} value={d.name}>
                  {dimensionLabel(d.name, d.label)}
                </option>
              ))}
          </select>
          {breakdownError && (
            <small className="field-error" id="breakdown-error" role="alert">
              {breakdownError}
            </small>
          )}
        </div>
        <div className="field">
          <ScreenPeriodPicker state={screenPeriod} />
        </div>
        <div className="field">
          <label htmlFor="funnel-basis">Date basis</label>
          <select id="funnel-basis" value={dateBasis} onChange={(e) => setDateBasis(e.target.value)}>
            <option value="click">click date</option>
            <option value="conversion">conversion date</option>
          </select>
        </div>
        <button type="submit">Show funnel</button>
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
      {funnel && (
        <>
          <p className="muted">
            {instantsInWords(funnel.period, funnel.time_zone)} ({funnel.time_zone}) · {funnel.date_basis} date ·{' '}
            <ReadFrom what="clicks read from" storage={funnel.click_storage} />,{' '}
            <ReadFrom what="statuses from" storage={funnel.storage} />
          </p>
          {funnel.warning && (
            <p className="warning" role="status">
              {funnel.warning}
            </p>
          )}
          <div className="card">
            <FunnelChart stages={funnel.total} />
            <StageTable caption="Whole funnel" stages={funnel.total} />
          </div>
          {funnel.breakdown && (
            <>
              <h2>
                By {dimensions.find((d) => d.name === funnel.breakdown)?.label ?? funnel.breakdown} (
                {funnel.segments.length} of {funnel.segments_total} segments)
              </h2>
              <table className="data compact">
                <caption className="sr-only">Funnel per segment</caption>
                <thead>
                  <tr>
                    <th scope="col">Segment</th>
                    {funnel.stages.map((s) => (
                      <th key={s} scope="col" className="num">
                        {s}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {funnel.segments.map((segment, i) => (
                    <tr key={i}>
                      <th scope="row">{segment.label ?? formatNumber(segment.value)}</th>
                      {segment.stages.map((s) => (
                        <td key={s.stage} className="num">
                          {formatNumber(s.count)}{' '}
                          {s.share_of_first != null && (
                            <small className="muted">{formatNumber(s.share_of_first)}%</small>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      )}
    </section>
  );
}

function FunnelChart({ stages }: { stages: Stage[] }) {
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          gap: 2,
          left: '10%',
          right: '10%',
          label: { formatter: '{b}: {c}' },
          data: stages.map((s) => ({ name: s.stage, value: s.count })),
        },
      ],
    }),
    [stages],
  );
  return (
    <Chart option={option} label={`Funnel: ${stages.map((s) => `${s.stage} ${s.count}`).join(', ')}`} height={240} />
  );
}

function StageTable({ caption, stages }: { caption: string; stages: Stage[] }) {
  return (
    <table className="data compact" data-testid="funnel-total">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Stage</th>
          <th scope="col" className="num">
            Count
          </th>
          <th scope="col" className="num">
            % of first stage
          </th>
          <th scope="col" className="num">
            % of previous
          </th>
          <th scope="col" className="num">
            Loss
          </th>
        </tr>
      </thead>
      <tbody>
        {stages.map((s) => (
          <tr key={s.stage}>
            <th scope="row">{s.stage}</th>
            <td className="num">{formatNumber(s.count)}</td>
            <td className="num">{formatNumber(s.share_of_first)}</td>
            <td className="num">{formatNumber(s.share_of_previous)}</td>
            <td className="num">{formatNumber(s.loss)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
