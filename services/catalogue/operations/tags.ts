import type { TrackingScope } from '../scope';

export interface TagCount {
  tag: string;
  /** Live rows carrying it (archived ones included). */
  count: number;
}

const TABLES = { campaigns: 'campaigns', offers: 'offers', landings: 'landings' } as const;

/** The tags in use on a kind's live rows, with how many carry each (for tag pickers and filters). */
export async function tagCounts(scope: TrackingScope, kind: keyof typeof TABLES): Promise<TagCount[]> {
  const rows = await scope.em.getConnection().execute<{ tag: string; count: string }[]>(
    `select tag, count(*) as count from ${TABLES[kind]} t, jsonb_array_elements_text(t.tags) tag
      where t.workspace_id = ? and t.deleted_at is null group by tag order by lower(tag), tag`,
    [scope.workspace_id],
  );
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}
