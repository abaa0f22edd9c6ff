import { useMemo, useState } from 'react';
import { messageOf } from '../api/errors';
import { useQuery } from '../api/hooks';
import {
  AuditLogDocument,
  MembersDocument,
  type AuditLogQuery,
  type AuditLogQueryVariables,
} from '../generated/graphql';
import { useT } from '../i18n';
import { FieldDiff, type Changes } from '../ui/field-diff';
import { localTime } from '../ui/format';
import { logPeriods, PeriodRangeFilter } from '../ui/log-filters';
import { formatCount } from '../ui/numbers';
import { ShortId } from '../ui/short-id';
import { DataTable } from '../ui/table';

type Row = AuditLogQuery['audit_log']['items'][number];

const PAGE = 50;
/** The log keeps 180 days (docs/audit.md): the widest period. */
const PERIOD_HOURS = ['24', '168', '720', '4320'];

/** Entity kinds (the audit row's kind, the REST path spelling) the filter offers; each named by audit.json `kind`. */
const KINDS = [
  'campaigns',
  'flows',
  'offers',
  'landings',
  'sources',
  'affiliate-networks',
  'conversions',
  'groups',
  'rules',
  'webhooks',
  'custom-statuses',
  'currency-rates',
  'members',
  'api-keys',
  'workspaces',
];

/** Actor filter values: a kind of author (`kind:rule`) or one member (`user:<id>`). */
const AUTHOR_KINDS = ['rule', 'import', 'system'] as const;

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

type T = (key: string, options?: Record<string, unknown>) => string;

/** Who made the change, in words: the member (by the name the API gives), an auto-rule, an import or the system. */
function who(t: T, row: Row, people: Map<string, string>): string {
  if (row.actor_kind === 'user')
    return row.actor_name ?? people.get(row.user_id ?? '') ?? t('actor.formerMember', { id: row.user_id?.slice(-8) });
  if (row.actor_kind === 'rule') return t('actor.rule', { name: (row.actor_ref ?? '').replace(/^rule /, '') });
  if (row.actor_kind === 'import')
    return row.actor_ref ? t('actor.importOf', { ref: row.actor_ref }) : t('actor.import');
  return t('actor.system');
}

/** An author: an e-mail may break after its "@" (never inside a word). */
function Person({ text, kind }: { text: string; kind: string }) {
  const at = text.indexOf('@');
  return (
    <span title={kind}>
      {at > 0 ? (
        <>
          {text.slice(0, at + 1)}
          <wbr />
          {text.slice(at + 1)}
        </>
      ) : (
        text
      )}
    </span>
  );
}

/** The entity's name: the API's, else the name the change gives it. */
function entityName(row: Row): string | null {
  const changes = row.changes as Changes;
  const named = row.entity_name ?? changes.name?.new ?? changes.name?.old;
  return typeof named === 'string' ? named : null;
}

const kindText = (t: T, kind: string) => t(`kind.${kind}`, { defaultValue: kind.replace(/_/g, ' ') });
const actionText = (t: T, action: string) => t(`action.${action}`, { defaultValue: action.replace(/_/g, ' ') });

/** The table's columns; member names arrive after the rows, so each cell is rendered per render. */
function auditColumns(t: T, people: Map<string, string>) {
  type Cell = { row: { original: Row } };
  return [
    {
      id: 'at',
      header: t('col.when'),
      accessorFn: (r: Row) => r.at,
      cell: ({ row }: Cell) => <span className="nowrap">{localTime(row.original.at)}</span>,
    },
    {
      id: 'who',
      header: t('col.who'),
      accessorFn: (r: Row) => who(t, r, people),
      cell: ({ row }: Cell) => <Person text={who(t, row.original, people)} kind={row.original.actor_kind} />,
    },
    {
      id: 'what',
      header: t('col.what'),
      accessorFn: (r: Row) => actionText(t, r.action),
      cell: ({ row }: Cell) => <span title={row.original.action}>{actionText(t, row.original.action)}</span>,
    },
    {
      id: 'entity',
      header: t('col.entity'),
      accessorFn: (r: Row) => `${kindText(t, r.entity_kind)} ${entityName(r) ?? r.entity_id}`,
      cell: ({ row }: Cell) => {
        const name = entityName(row.original);
        return (
          <span>
            <span title={row.original.entity_kind}>{kindText(t, row.original.entity_kind)}</span>{' '}
            {name ? <strong title={row.original.entity_id}>{name}</strong> : <ShortId id={row.original.entity_id} />}
          </span>
        );
      },
    },
    {
      id: 'changes',
      header: t('col.changes'),
      enableSorting: false,
      cell: ({ row }: Cell) => {
        const names = new Map(row.original.names.map((n) => [n.id.toLowerCase(), n.name]));
        return <FieldDiff changes={row.original.changes as Changes} nameOf={(id) => names.get(id)} />;
      },
    },
  ];
}

/**
 * The audit log (owners and admins): who changed what and when, newest first, filtered by
 * period, author and entity kind, 50 to a page; each change shown field by field, old → new,
 * entities and the ids in the changes by name.
 */
export function AuditScreen() {
  const { t } = useT('audit');
  // The period filter's words live in the logs' catalogue, a permission's in the team's.
  useT('logs');
  useT('team');
  const [filters, setFilters] = useState<Filters>({ period: '168', from: '', to: '', actor: '', kind: '' });
  const [offset, setOffset] = useState(0);
  const variables = useMemo(() => variablesOf(filters, offset), [filters, offset]);
  const page = useQuery(AuditLogDocument, variables);
  const members = useQuery(MembersDocument, { limit: 500 });
  const people = useMemo(
    () => new Map((members.data?.members.items ?? []).map((m) => [m.user.id, m.user.name || m.user.email])),
    [members.data],
  );
  const set = (name: keyof Filters, value: string) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setOffset(0);
  };
  const periods = [...logPeriods(PERIOD_HOURS), ['custom', t('logs:period.custom')]].map(([value, label]) => ({
    value,
    label,
  }));
  const data = page.data?.audit_log;
  const total = data?.total ?? 0;
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">{t('title')}</h1>
      </header>
      <p className="muted">{t('intro')}</p>
      <form className="inline-form filters" aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        <PeriodRangeFilter
          periods={periods}
          period={filters.period}
          from={filters.from}
          to={filters.to}
          onChange={(name, value) => set(name, value)}
        />
        <div className="field">
          <label htmlFor="au-actor">{t('col.who')}</label>
          <select id="au-actor" value={filters.actor} onChange={(e) => set('actor', e.target.value)}>
            <option value="">{t('anyone')}</option>
            <optgroup label={t('members')}>
              {[...people].map(([id, name]) => (
                <option key={id} value={`user:${id}`}>
                  {name}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('automatic')}>
              {AUTHOR_KINDS.map((kind) => (
                <option key={kind} value={`kind:${kind}`}>
                  {t(`authors.${kind}`)}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="field">
          <label htmlFor="au-kind">{t('col.entity')}</label>
          <select id="au-kind" value={filters.kind} onChange={(e) => set('kind', e.target.value)}>
            <option value="">{t('everyKind')}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind} title={kind}>
                {kindText(t, kind)}
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
        <div className="skeleton-table" role="status" aria-label={t('loading')}>
          <span className="skeleton-line" />
          <span className="skeleton-line" />
          <span className="skeleton-line" />
        </div>
      ) : data ? (
        <>
          <div className="table-scroll audit-table">
            <DataTable data={data.items} columns={auditColumns(t, people)} caption={t('title')} empty={t('empty')} />
          </div>
          {total > 0 && (
            <nav className="pager" aria-label={t('pages')}>
              <button
                type="button"
                className="secondary"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
              >
                {t('previous')}
              </button>
              <span>
                {t('range', {
                  from: formatCount(offset + 1),
                  to: formatCount(Math.min(offset + PAGE, total)),
                  total: formatCount(total),
                })}
              </span>
              <button
                type="button"
                className="secondary"
                disabled={offset + PAGE >= total}
                onClick={() => setOffset(offset + PAGE)}
              >
                {t('next')}
              </button>
            </nav>
          )}
        </>
      ) : null}
    </section>
  );
}
