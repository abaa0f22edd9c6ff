import type { Dimension } from '../dimensions';

/** Labels of an entity value: its name, `[deleted <id prefix>]` appended when deleted or gone. */
/** The label of a hidden entity: the beginning of its id, so rows stay apart and totals stay true. */
export const hiddenLabel = (id: string) => `[hidden ${id.slice(0, 8)}]`;

export function entityLabel(id: string | null, name: string | null, deleted: boolean, hidden = false): string | null {
  if (id === null) return null;
  if (hidden) return hiddenLabel(id);
  if (name === null) return `[deleted ${id.slice(0, 8)}]`;
  return deleted ? `${name} [deleted ${id.slice(0, 8)}]` : name;
}

/** Joins that give entity dimensions of a page (alias `p`) their names: columns n<i> (name) and x<i> (deleted). */
export function nameJoins(
  dimensions: readonly Dimension[],
  ws: () => string,
): { columns: [sql: string, name: string][]; joins: string[] } {
  const columns: [string, string][] = [];
  const joins: string[] = [];
  dimensions.forEach((d, i) => {
    if (!d.entity) return;
    joins.push(`left join ${d.entity} e${i} on e${i}.id = p.d${i} and e${i}.workspace_id = ${ws()}`);
    // An archived entity keeps its statistics, labelled as such (docs/operations-api.md).
    const name =
      d.entity === 'entity_groups'
        ? `e${i}.name`
        : `case when e${i}.archived_at is not null then e${i}.name || ' [archived]' else e${i}.name end`;
    columns.push([name, `n${i}`], [`e${i}.deleted_at is not null`, `x${i}`]);
  });
  return { columns, joins };
}
