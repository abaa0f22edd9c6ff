import { useQuery } from '../api/hooks';
import { RuleHistoryDocument, RuleTargetsDocument, type RuleFieldsFragment } from '../generated/graphql';
import { useT } from '../i18n';
import { localDate } from '../ui/format';
import { isBuiltInMetric, metricFormat, metricLabel } from '../ui/metric-labels';
import { formatCount, formatDecimal, formatPercent } from '../ui/numbers';
import { DataTable } from '../ui/table';
import { inSentence } from './rule-sentence';

/** A snapshot's value as it reads (money without its currency: the snapshot does not carry one). */
function snapshotValue(metric: string, value: unknown): string {
  if (value == null) return '—';
  const kind = metricFormat(metric);
  return kind === 'percent' ? formatPercent(value) : kind === 'count' ? formatCount(value) : formatDecimal(value);
}

/** Firings and recoveries with their metric snapshot, and the state of every target the rule moved. */
export function RuleActivity({ rule, onRefresh }: { rule: RuleFieldsFragment; onRefresh: () => void }) {
  const { t } = useT('rules');
  const history = useQuery(RuleHistoryDocument, { id: rule.id, limit: 100 });
  const targets = useQuery(RuleTargetsDocument, { id: rule.id });
  const names = new Map((history.data?.rule_history ?? []).map((h) => [h.target_id, h.target_name]));
  return (
    // biome-ignore lint/a11y/useSemanticElements: the editor panel keeps the layout of the other editors
    <div className="editor" role="region" aria-label={t('history.region')}>
      <header className="screen-head">
        <h2>{t('history.title')}</h2>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            history.reload();
            targets.reload();
            onRefresh();
          }}
        >
          {t('history.refresh')}
        </button>
      </header>
      <DataTable
        caption={t('history.caption')}
        empty={t('history.empty')}
        data={history.data?.rule_history ?? []}
        columns={[
          { accessorKey: 'at', header: t('history.when'), cell: ({ getValue }) => localDate(getValue(), true) },
          {
            accessorKey: 'kind',
            header: t('history.event'),
            cell: ({ row }) => {
              const event = t(`enums:ruleEvent.${row.original.kind}`);
              return (
                <span title={row.original.kind}>{row.original.dry_run ? t('history.dryRun', { event }) : event}</span>
              );
            },
          },
          { accessorKey: 'target_name', header: t('history.target') },
          {
            id: 'metrics',
            header: t('history.metrics'),
            cell: ({ row }) => (
              <span className="metrics">
                {Object.entries((row.original.metrics ?? {}) as Record<string, unknown>)
                  .map(([k, v]) => `${isBuiltInMetric(k) ? inSentence(metricLabel(k)) : k} ${snapshotValue(k, v)}`)
                  .join(' · ')}
              </span>
            ),
          },
          {
            id: 'done',
            header: t('history.actions'),
            cell: ({ row }) =>
              row.original.actions.map((a, i) => (
                // The service's detail (English, shown as sent: docs/web.md) is the tooltip, or follows a failure.
                <span key={`${a.type}-${i}`} title={`${a.type}: ${a.detail}`}>
                  {i > 0 && '; '}
                  {a.ok
                    ? row.original.dry_run && a.detail.startsWith('dry run')
                      ? t('history.dryRunDone', { action: t(`action.${a.type}`, { defaultValue: a.type }) })
                      : t(`done.${a.type}`, { defaultValue: a.type })
                    : `${t('history.failed', { action: t(`action.${a.type}`, { defaultValue: a.type }) })} (${a.detail})`}
                </span>
              )),
          },
        ]}
      />
      <h2>{t('history.states')}</h2>
      <DataTable
        caption={t('history.statesCaption')}
        empty={t('history.statesEmpty')}
        data={targets.data?.rule_targets ?? []}
        columns={[
          {
            accessorKey: 'target_id',
            header: t('history.target'),
            cell: ({ getValue }) => names.get(getValue()) ?? <code>{getValue()}</code>,
          },
          {
            accessorKey: 'state',
            header: t('history.state'),
            cell: ({ getValue }) => <span title={getValue()}>{t(`enums:ruleTargetState.${getValue()}`)}</span>,
          },
          {
            accessorKey: 'changed_at',
            header: t('history.since'),
            cell: ({ getValue }) => localDate(getValue(), true),
          },
        ]}
      />
    </div>
  );
}
