import type { EntityManager } from '@mikro-orm/postgresql';
import { NETWORK_TEMPLATES } from '../templates/network-templates';
import { POSTBACK_FORM_PATHS } from '../templates/template.shapes';
import { NotFoundError } from '../errors';

/**
 * The ready-to-paste postback URL of a network (docs/conversions.md "Postback intake"): the
 * service's public address, the workspace's postback key and the network's own macros — those of
 * the template the network was made from (its notes say "From the X template."), else the
 * standard `subid={subid}&status={status}&payout={payout}`.
 */
export interface PostbackUrlView {
  /** Null: the generic URL (no network). */
  network_id: string | null;
  network_name: string | null;
  /** The template whose macros the URL carries; null for the standard macros. */
  template: string | null;
  url: string;
}

export const STANDARD_POSTBACK_QUERY = 'subid={subid}&status={status}&payout={payout}';

interface NetworkRow {
  id: string;
  name: string;
  notes: string;
}

function urlOf(baseUrl: string, key: string, network: NetworkRow | null): PostbackUrlView {
  const template = network
    ? NETWORK_TEMPLATES.find((t) => network.notes.includes(`From the ${t.name} template.`))
    : null;
  const path = template ? POSTBACK_FORM_PATHS[template.postback_form] : 'postback';
  const query = template ? template.postback_params : STANDARD_POSTBACK_QUERY;
  return {
    network_id: network?.id ?? null,
    network_name: network?.name ?? null,
    template: template?.name ?? null,
    url: `${baseUrl}/${key}/${path}?${query}`,
  };
}

/**
 * The postback URLs to show: of one network; of the networks a campaign's live flows send to
 * (the generic one when none has a network); else the generic one.
 */
export async function postbackUrls(
  em: EntityManager,
  workspaceId: string,
  baseUrl: string,
  target: { network_id?: string | null; campaign_id?: string | null },
): Promise<PostbackUrlView[]> {
  const connection = em.getConnection();
  const [workspace] = await connection.execute<{ postback_key: string }[]>(
    'select postback_key from workspaces where id = ?',
    [workspaceId],
  );
  if (!workspace) throw new NotFoundError('workspace not found');
  let networks: NetworkRow[] = [];
  if (target.network_id) {
    networks = await connection.execute(
      'select id, name, notes from affiliate_networks where id = ? and workspace_id = ? and deleted_at is null',
      [target.network_id, workspaceId],
    );
    if (!networks.length) throw new NotFoundError('affiliate network not found');
  } else if (target.campaign_id) {
    const found = await connection.execute('select 1 from campaigns where id = ? and workspace_id = ?', [
      target.campaign_id,
      workspaceId,
    ]);
    if (!found.length) throw new NotFoundError('campaign not found');
    networks = await connection.execute(
      `select distinct n.id, n.name, n.notes
         from flows f
         cross join lateral jsonb_array_elements(f.offers) o
         join offers x on x.id = (o->>'offer_id')::uuid and x.deleted_at is null
         join affiliate_networks n on n.id = x.affiliate_network_id and n.deleted_at is null
        where f.campaign_id = ? and f.workspace_id = ? and f.deleted_at is null
        order by n.name`,
      [target.campaign_id, workspaceId],
    );
  }
  const base = baseUrl.replace(/\/$/, '');
  return networks.length
    ? networks.map((n) => urlOf(base, workspace.postback_key, n))
    : [urlOf(base, workspace.postback_key, null)];
}
