import { useMemo } from 'react';
import { useQuery } from '../api/hooks';
import { ListCustomStatusesDocument, type ReportFunnelQuery } from '../generated/graphql';
import { useT } from '../i18n';
import { Chart, type ChartOption } from '../ui/chart';
import { dimensionValue } from '../ui/countries';
import { Flag } from '../ui/flags';
import { metricLabel } from '../ui/metric-labels';
import { formatCount, formatNumber, formatPercent } from '../ui/numbers';
import { CLICK_STAGES, isClickStage, stageCheck } from './funnel-subset';

type Funnel = ReportFunnelQuery['report_funnel'];
type Stage = Funnel['total'][number];
const STATUSES = ['lead', 'sale', 'rejected', 'trash'];
/** The stages a funnel can have: the click stages (landing ones included), the statuses, then custom statuses. */
export const BUILT_IN_STAGES = [...CLICK_STAGES, ...STATUSES];

/** The workspace's custom statuses (code and name), and a stage's name in words. */
export function useStages() {
  const { t } = useT('reports');
  const custom = useQuery(ListCustomStatusesDocument, { limit: 100 });
  const statuses = (custom.data?.custom_statuses.items ?? []).filter((s) => !s.deleted_at);
  const label = (stage: string) =>
    isClickStage(stage)
      ? metricLabel(stage)
      : STATUSES.includes(stage)
        ? t(`enums:conversionStatus.${stage}`)
        : (statuses.find((s) => s.code === stage)?.name ?? stage);
  return { choices: [...BUILT_IN_STAGES, ...statuses.map((s) => s.code)], label };
}

/** The dash's look: a tooltip to read (dotted, the help cursor). */
const DOTTED = { cursor: 'help', borderBottom: '1px dotted currentColor' } as const;

/** A share or a loss, or "—" where the stage is not part of the one it is compared with (the reason on hover). */
function Compared({
  stage,
  base,
  value,
  kind,
  label,
}: {
  stage: Stage;
  base: Stage | undefined;
  value: number | null | undefined;
  kind: 'percent' | 'count';
  label: (stage: string) => string;
}) {
  const { t } = useT('reports');
  const reason = stageCheck(stage, base);
  const figure = kind === 'percent' ? formatPercent(value) : formatNumber(value);
  if (!reason || !base) return <>{figure}</>;
  const why = t(`funnel.notSubset.${reason}`, { stage: label(stage.stage), before: label(base.stage) });
  const tip = `${why} ${t('funnel.apiFigure', { figure })}`;
  return (
    <span className="not-subset" title={tip} data-api-figure={String(value)} style={DOTTED}>
      —<span className="sr-only"> ({why})</span>
    </span>
  );
}

/** The whole funnel as a table: count, share of the first and of the previous stage, loss. */
export function StageTable({ stages, label }: { stages: Stage[]; label: (stage: string) => string }) {
  const { t } = useT('reports');
  return (
    <table className="data compact" data-testid="funnel-total">
      <caption className="sr-only">{t('funnel.wholeCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('funnel.stage')}</th>
          <th scope="col" className="num">
            {t('funnel.count')}
          </th>
          <th scope="col" className="num">
            {t('funnel.ofFirst')}
          </th>
          <th scope="col" className="num">
            {t('funnel.ofPrevious')}
          </th>
          <th scope="col" className="num">
            {t('funnel.loss')}
          </th>
        </tr>
      </thead>
      <tbody>
        {stages.map((s, i) => (
          <tr key={s.stage} data-stage={s.stage}>
            <th scope="row" title={s.stage}>
              {label(s.stage)}
            </th>
            <td className="num">{formatCount(s.count)}</td>
            <td className="num">
              {i === 0 ? (
                formatPercent(s.share_of_first)
              ) : (
                <Compared stage={s} base={stages[0]} value={s.share_of_first} kind="percent" label={label} />
              )}
            </td>
            <td className="num">
              <Compared stage={s} base={stages[i - 1]} value={s.share_of_previous} kind="percent" label={label} />
            </td>
            <td className="num">
              <Compared stage={s} base={stages[i - 1]} value={s.loss} kind="count" label={label} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The funnel drawn (the same numbers as the table next to it). */
export function FunnelChart({ stages, label }: { stages: Stage[]; label: (stage: string) => string }) {
  const { t } = useT('reports');
  // Drawn again when the numbers or the stages' names (the language) change.
  const key = stages.map((s) => `${label(s.stage)}\u0000${s.count}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names' and counts' text is the trigger, not the arrays
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
          data: stages.map((s) => ({ name: label(s.stage), value: s.count })),
        },
      ],
    }),
    [key],
  );
  const words = stages.map((s) => `${label(s.stage)} ${formatCount(s.count)}`).join(', ');
  return <Chart option={option} label={t('funnel.chart', { stages: words })} height={240} />;
}

/** One funnel per value of the breakdown: count and share of the first stage per stage. */
export function SegmentTable({
  funnel,
  dimension,
  label,
}: {
  funnel: Funnel;
  dimension: string;
  label: (stage: string) => string;
}) {
  const { t } = useT('reports');
  return (
    <table className="data compact">
      <caption className="sr-only">{t('funnel.segmentCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('funnel.segment')}</th>
          {funnel.stages.map((s) => (
            <th key={s} scope="col" className="num" title={s}>
              {label(s)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {funnel.segments.map((segment, i) => (
          <tr key={i}>
            <th scope="row">
              {dimension === 'country' && <Flag code={String(segment.value ?? '')} />}
              {formatNumber(dimensionValue(dimension, segment.value, segment.label ?? undefined))}
            </th>
            {segment.stages.map((s, j) => (
              <td key={s.stage} className="num">
                {formatCount(s.count)}{' '}
                {j > 0 && s.share_of_first != null && (
                  <small className="muted">
                    <Compared
                      stage={s}
                      base={segment.stages[0]}
                      value={s.share_of_first}
                      kind="percent"
                      label={label}
                    />
                  </small>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
