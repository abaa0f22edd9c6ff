import { BadRequestError } from '../errors';

/**
 * Entity kinds in one vocabulary (issue 35, item 11; docs/operations-api.md "One vocabulary"): the
 * canonical form is the REST path's spelling (`sources`, `affiliate-networks`, `custom-statuses`).
 * The audit log stores the entity's table (`traffic_sources`); it answers and filters by the
 * canonical kind, and takes the table name and the singular (`campaign`, `source`,
 * `affiliate_network`) as aliases.
 */

/** Canonical kind → the table the audit log stores it under. */
const TABLE_OF: Record<string, string> = {
  campaigns: 'campaigns',
  flows: 'flows',
  offers: 'offers',
  landings: 'landings',
  sources: 'traffic_sources',
  'affiliate-networks': 'affiliate_networks',
  conversions: 'conversions',
  groups: 'entity_groups',
  rules: 'rules',
  webhooks: 'webhooks',
  'webhook-deliveries': 'webhook_deliveries',
  'custom-statuses': 'custom_statuses',
  'currency-rates': 'currency_rates',
  members: 'memberships',
  invitations: 'invitations',
  'api-keys': 'api_keys',
  workspaces: 'workspaces',
  users: 'users',
  'backup-codes': 'backup_codes',
};

export const ENTITY_KINDS: readonly string[] = Object.keys(TABLE_OF);

const KIND_OF_TABLE = new Map(Object.entries(TABLE_OF).map(([kind, table]) => [table, kind]));

function singular(kind: string): string {
  if (kind.endsWith('ies')) return `${kind.slice(0, -3)}y`;
  return kind.endsWith('s') ? kind.slice(0, -1) : kind;
}

/** Every accepted spelling → its canonical kind. */
const ALIASES = new Map<string, string>();
for (const [kind, table] of Object.entries(TABLE_OF)) {
  for (const spelling of [kind, table, singular(kind), singular(table)]) {
    ALIASES.set(spelling, kind);
    ALIASES.set(spelling.replace(/-/g, '_'), kind);
    ALIASES.set(spelling.replace(/_/g, '-'), kind);
  }
}
ALIASES.set('traffic-sources', 'sources');
ALIASES.set('traffic_source', 'sources');
ALIASES.set('traffic-source', 'sources');
ALIASES.set('group', 'groups');
ALIASES.set('membership', 'members');

/** The canonical kind of a spelling a client sent; 400 naming the parameter for anything else. */
export function canonicalEntityKind(spelling: string, parameter = 'entity_kind'): string {
  const kind = ALIASES.get(spelling.trim().toLowerCase());
  if (!kind) throw new BadRequestError(`${parameter} must be one of ${ENTITY_KINDS.join(', ')} (or an alias)`);
  return kind;
}

/** The table the audit log stores a canonical kind under. */
export function tableOfKind(kind: string): string {
  return TABLE_OF[kind] ?? kind;
}

/** The canonical kind of a stored table name (a table outside the list stays as it is). */
export function kindOfTable(table: string): string {
  return KIND_OF_TABLE.get(table) ?? table;
}
