import { useEffect, useMemo, useState } from 'react';
import { messageOf } from '../api/errors';
import { campaignOptions, networkOptions, offerOptions, sourceOptions } from '../api/options';
import { useQuery } from '../api/hooks';
import {
  AuditLogDocument,
  MembersDocument,
  type AuditLogQuery,
  type AuditLogQueryVariables,
} from '../generated/graphql';
import { FieldDiff, type Changes } from '../ui/field-diff';
import { localTime } from '../ui/format';
import { PeriodRangeFilter } from '../ui/log-filters';
import { ShortId } from '../ui/short-id';
import { DataTable } from '../ui/table';

type Row = AuditLogQuery['audit_log']['items'][number];

const PAGE = 50;
/** The log keeps 180 days (docs/audit.md): the widest period. */
const PERIODS = [
  { value: '24', label: 'Last 24 hours' },
  { value: '168', label: 'Last 7 days' },
  { value: '720', label: 'Last 30 days' },
  { value: '4320', label: 'Last 180 days (all kept)' },
  { value: 'custom', label: 'From – to' },
] as const;

/** Entity kinds (the audit row's table) as a person names them. */
const KINDS: Record<string, string> = {
  campaigns: 'Campaign',
  flows: 'Flow',
  offers: 'Offer',
  landings: 'Landing',
  traffic_sources: 'Traffic source',
  affiliate_networks: 'Affiliate network',
  conversions: 'Conversion',
  entity_groups: 'Group',
  rules: 'Auto-rule',
  webhooks: 'Webhook',
  custom_statuses: 'Custom status',
  currency_rates: 'Currency rate',
  memberships: 'Member',
  api_keys: 'API key',
  workspaces: 'Workspace',
};
const kindLabel = (kind: string) => KINDS[kind] ?? kind.replace(/_/g, ' ');

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  update_costs: 'Updated costs',
  clean_statistics: 'Cleaned statistics',
};
const actionLabel = (action: string) => ACTIONS[action] ?? action.replace(/_/g, ' ');

/** Actor filter values: a kind of author (`kind:rule`) or one member (`user:<id>`). */
const AUTHOR_KINDS = [
  ['kind:rule', 'Auto-rules'],
  ['kind:import', 'Imports'],
  ['kind:system', 'The system'],
] as const;

interface Filters {
  period: string;
  from: string;
  to: string;
  actor: string;
  kind: string;
}

function variablesOf(f: Filters, offset: number): AuditLogQueryVariables {
  const custom = f.period === 'custom';
  return {
    from: custom
      ? f.from
        ? new Date(f.from).toISOString()
        : undefined
      : new Date(Date.now() - Number(f.period) * 3600_000).toISOString(),
    to: custom && f.to ? new Date(f.to).toISOString() : undefined,
    user_id: f.actor.startsWith('user:') ? f.actor.slice(5) : undefined,
    actor_kind: f.actor.startsWith('kind:') ? f.actor.slice(5) : undefined,
    entity_kind: f.kind || undefined,
    limit: PAGE,
    offset,
  };
}

/** Names of the entities a row may be about (campaigns, offers, sources, networks), by id. */
function useEntityNames() {
  const [names, setNames] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    Promise.allSettled([campaignOptions(), offerOptions(), sourceOptions(), networkOptions()]).then((lists) => {
      if (!live) return;
      const found = new Map<string, string>();
      for (const list of lists)
        if (list.status === 'fulfilled') for (const o of list.value) found.set(o.value, o.label);
      setNames(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return names;
}

/**
 * The audit log (owners and admins): who changed what and when, newest first, filtered by
 * period, author and entity kind, 50 to a page; each change shown field by field, old → new.
 */
export function AuditScreen() {
  const [filters, setFilters] = useState<Filters>({ period: '168', from: '', to: '', actor: '', kind: '' });
  const [offset, setOffset] = useState(0);
  const variables = useMemo(() => variablesOf(filters, offset), [filters, offset]);
  const page = useQuery(AuditLogDocument, variables);
  const members = useQuery(MembersDocument, { limit: 500 });
  const entityNames = useEntityNames();
  const people = useMemo(
    () => new Map((members.data?.members.items ?? []).map((m) => [m.user.id, m.user.name || m.user.email])),
    [members.data],
  );
  const set = (name: keyof Filters, value: string) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setOffset(0);
  };

  const who = (row: Row) => {
    if (row.actor_kind === 'user')
      return people.get(row.user_id ?? '') ?? `a former member (…${row.user_id?.slice(-8)})`;
    if (row.actor_kind === 'rule') return `Auto-rule “${(row.actor_ref ?? '').replace(/^rule /, '')}”`;
    if (row.actor_kind === 'import') return row.actor_ref ? `Import (${row.actor_ref})` : 'Import';
    return 'The system';
  };
  const entityName = (row: Row) => {
    const changes = row.changes as Changes;
    const named = changes.name?.new ?? changes.name?.old ?? entityNames.get(row.entity_id);
    return typeof named === 'string' ? named : null;
  };

  const columns = [
    {
      id: 'at',
      header: 'When',
      accessorFn: (r: Row) => r.at,
      cell: ({ row }: { row: { original: Row } }) => <span className="nowrap">{localTime(row.original.at)}</span>,
    },
    // Rendered per render, not from the row model's cached value: member names arrive after the rows.
    { id: 'who', header: 'Who', accessorFn: who, cell: ({ row }: { row: { original: Row } }) => who(row.original) },
    { id: 'what', header: 'What', accessorFn: (r: Row) => actionLabel(r.action) },
    {
      id: 'entity',
      header: 'Entity',
      accessorFn: (r: Row) => `${kindLabel(r.entity_kind)} ${entityName(r) ?? r.entity_id}`,
      cell: ({ row }: { row: { original: Row } }) => {
        const name = entityName(row.original);
        return (
          <span>
            {kindLabel(row.original.entity_kind)}{' '}
            {name ? <strong>{name}</strong> : <ShortId id={row.original.entity_id} />}
          </span>
        );
      },
    },
    {
      id: 'changes',
      header: 'Changes (old → new)',
      enableSorting: false,
      cell: ({ row }: { row: { original: Row } }) => <FieldDiff changes={row.original.changes as Changes} />,
    },
  ];

  const data = page.data?.audit_log;
  const total = data?.total ?? 0;
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Audit log</h1>
      </header>
      <p className="muted">Every change of this workspace’s entities, kept 180 days. Secrets are never shown.</p>
      <form className="inline-form filters" aria-label="Audit log filters" onSubmit={(e) => e.preventDefault()}>
        <PeriodRangeFilter
          periods={PERIODS}
          period={filters.period}
          from={filters.from}
          to={filters.to}
          onChange={(name, value) => set(name, value)}
        />
        <div className="field">
          <label htmlFor="au-actor">Who</label>
          <select id="au-actor" value={filters.actor} onChange={(e) => set('actor', e.target.value)}>
            <option value="">Anyone</option>
            <optgroup label="Members">
              {[...people].map(([id, name]) => (
                <option key={id} value={`user:${id}`}>
                  {name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Automatic">
              {AUTHOR_KINDS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="field">
          <label htmlFor="au-kind">Entity</label>
          <select id="au-kind" value={filters.kind} onChange={(e) => set('kind', e.target.value)}>
            <option value="">Every kind</option>
            {Object.entries(KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </form>
      {page.error != null && (
        <p className="form-error" role="alert">
          {messageOf(page.error)}
        </p>
      )}
      {!data && page.error == null ? (
        <div className="skeleton-table" role="status" aria-label="Loading the audit log">
          <span className="skeleton-line" />
          <span className="skeleton-line" />
          <span className="skeleton-line" />
        </div>
      ) : data ? (
        <>
          <div className="table-scroll audit-table">
            <DataTable
              data={data.items}
              columns={columns}
              caption="Audit log"
              empty="No changes match these filters in this period."
            />
          </div>
          {total > 0 && (
            <nav className="pager" aria-label="Audit log pages">
              <button
                type="button"
                className="secondary"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
              >
                Previous page
              </button>
              <span>
                {(offset + 1).toLocaleString('en')}–{Math.min(offset + PAGE, total).toLocaleString('en')} of{' '}
                {total.toLocaleString('en')}
              </span>
              <button
                type="button"
                className="secondary"
                disabled={offset + PAGE >= total}
                onClick={() => setOffset(offset + PAGE)}
              >
                Next page
              </button>
            </nav>
          )}
        </>
      ) : null}
    </section>
  );
}
