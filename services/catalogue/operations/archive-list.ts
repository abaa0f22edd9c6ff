import { canonicalEntityKind } from '../../audit/entity-kinds';
import { BadRequestError } from '../../errors';
import type { TrackingScope } from '../scope';
import { OPERABLE_KINDS, type OperableKind } from './kinds';

export interface ArchivedEntry {
  kind: OperableKind;
  id: string;
  name: string;
  archived_at: Date;
}

const TABLE: Record<OperableKind, string> = {
  campaigns: 'campaigns',
  flows: 'flows',
  offers: 'offers',
  landings: 'landings',
  sources: 'traffic_sources',
  affiliate_networks: 'affiliate_networks',
};

/**
 * The archive (Keitaro's "Archive" screen): archived rows of every kind the caller may view, or of
 * one kind, most recently archived first, at most `limit` (1 to 500).
 */
export async function listArchived(
  scope: TrackingScope,
  kinds: OperableKind[],
  limit: number,
): Promise<ArchivedEntry[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new BadRequestError('limit must be from 1 to 500');
  if (!kinds.length) return [];
  const union = kinds
    .map(
      (kind) =>
        `select '${kind}' as kind, id, name, archived_at from ${TABLE[kind]}
          where workspace_id = ? and deleted_at is null and archived_at is not null`,
    )
    .join(' union all ');
  const rows = await scope.em
    .getConnection()
    .execute<(Omit<ArchivedEntry, 'archived_at'> & { archived_at: string | Date })[]>(
      `${union} order by archived_at desc, id limit ?`,
      [...kinds.map(() => scope.workspace_id), limit],
    );
  return rows.map((row) => ({ ...row, archived_at: new Date(row.archived_at) }));
}

/**
 * The kind of `GET /archive?kind=`: the path spelling (`affiliate-networks`) or an alias of it
 * (`affiliate_networks`, the singular; docs/operations-api.md "One vocabulary").
 */
export function archiveKind(value: string): OperableKind {
  const spelled = OPERABLE_KINDS.map((kind) => kind.replace(/_/g, '-'));
  const refused = () => new BadRequestError(`kind must be one of ${spelled.join(', ')}`);
  let canonical: string;
  try {
    canonical = canonicalEntityKind(value, 'kind');
  } catch {
    throw refused();
  }
  const kind = OPERABLE_KINDS.find((known) => known.replace(/_/g, '-') === canonical);
  if (!kind) throw refused();
  return kind;
}
