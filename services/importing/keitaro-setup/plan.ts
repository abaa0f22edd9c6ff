/**
 * The plan of a set-up import: every Keitaro entity as the catalogue input that will create it,
 * in the order the run creates them (groups, networks, sources, landings, offers, then each
 * campaign with its flows), what is translated and what cannot be carried over.
 */
import { IMPORTED_OFFER_URL } from '../names';
import {
  ref,
  type KeitaroCampaign,
  type KeitaroDump,
  type PlannedEntity,
  type SetupKind,
  type SetupPlan,
} from './shapes';
import { notesFor, translateMacros, translateStream, type Notes } from './translate';

/** Our ids of entities an earlier run imported, keyed `kind:keitaro_id`. */
export type IdMap = Map<string, string>;

const COST: Record<string, string> = {
  CPC: 'cpc',
  CPUC: 'cpc',
  CPM: 'cpm',
  CPA: 'cpa',
  CPS: 'cpa',
  RevShare: 'revshare',
};
const GROUP_KIND: Record<string, string> = {
  campaigns: 'campaigns',
  offers: 'offers',
  landings: 'landings',
  landing_pages: 'landings',
  sources: 'sources',
  traffic_sources: 'sources',
};
const SOURCE_TOKENS: Record<string, string> = {
  keyword: 'keyword',
  cost: 'cost',
  external_id: 'external_id',
  creative_id: 'creative',
  ad_campaign_id: 'ad_campaign',
  source: 'site',
  adset: 'adset',
};
const STATUSES = new Set(['lead', 'sale', 'rejected']);

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function buildPlan(dump: KeitaroDump, ids: IdMap): SetupPlan {
  const plan: SetupPlan = { create: [], existing: [], translated: [], not_carried: [] };
  const known = new Set<string>(); // refs that will exist when the run gets to them
  const add = (
    kind: SetupKind,
    id: unknown,
    name: string,
    make: (notes: Notes) => Record<string, unknown> | null,
    extra: Partial<PlannedEntity> = {},
  ) => {
    const key = `${kind}:${str(id)}`;
    const existing = ids.get(key);
    known.add(ref(kind, str(id)));
    if (existing) {
      plan.existing.push({ kind, keitaro_id: str(id), name, id: existing });
      return;
    }
    const input = make(notesFor(plan, kind, str(id), name));
    if (input) plan.create.push({ kind, keitaro_id: str(id), name, input, ...extra });
    else known.delete(ref(kind, str(id)));
  };
  /** A reference to another imported entity, or null (listed) when it is not in the dump. */
  const link = (kind: SetupKind, id: unknown, notes: Notes, field: string) => {
    if (id === null || id === undefined || id === '' || id === 0) return null;
    const r = ref(kind, str(id));
    if (known.has(r)) return r;
    notes.drop(field, `refers to ${kind} ${str(id)}, which is not in what was read`);
    return null;
  };

  for (const g of dump.groups) {
    const kind = GROUP_KIND[str(g.type)];
    if (!kind) {
      notesFor(plan, 'group', str(g.id), g.name).drop(
        'group',
        `groups of ${str(g.type) || 'no'} type have no equivalent`,
      );
      continue;
    }
    add('group', g.id, g.name, () => ({ name: g.name, kind }));
  }
  for (const n of dump.affiliate_networks) {
    add('network', n.id, n.name, (notes) => {
      if (text(n.postback_url))
        notes.translate(
          'postback_url',
          "the network is sent our postback URL (with the workspace's postback key) instead",
        );
      const params = text(n.offer_param);
      return {
        name: n.name,
        offer_params: params ? translateMacros(params, notes, 'offer_param') : null,
        notes: text(n.notes),
      };
    });
  }
  for (const s of dump.traffic_sources) {
    add('source', s.id, s.name, (notes) => sourceInput(s, notes));
  }
  for (const l of dump.landing_pages) {
    add('landing', l.id, l.name, (notes) => {
      const url = text(l.url) ?? text(l.action_payload);
      const local = l.landing_type && l.landing_type !== 'external';
      if (local || !url) {
        notes.drop(
          'landing files',
          'a local Keitaro landing: created as a hosted landing; upload its archive on the Landings page',
        );
        return {
          name: l.name,
          type: 'hosted',
          group_id: link('group', l.group_id, notes, 'group'),
          notes: text(l.notes),
        };
      }
      return {
        name: l.name,
        type: 'external',
        url: translateMacros(url, notes, 'url'),
        offers_count: Math.max(1, l.offer_count ?? 1),
        group_id: link('group', l.group_id, notes, 'group'),
        notes: text(l.notes),
      };
    });
  }
  // Offers with a fallback come after the offer they fall back to.
  const offers = [...dump.offers].sort((a, b) => Number(!!a.alternative_offer_id) - Number(!!b.alternative_offer_id));
  for (const o of offers) {
    add('offer', o.id, o.name, (notes) => {
      const raw = text(o.action_payload);
      let url = raw ? translateMacros(raw, notes, 'url') : IMPORTED_OFFER_URL;
      if (!raw || (o.offer_type && o.offer_type !== 'external')) {
        notes.drop(
          'offer URL',
          'a local or empty Keitaro offer: given a placeholder URL to edit before sending traffic',
        );
        url = IMPORTED_OFFER_URL;
      }
      const payoutType = o.payout_auto ? 'auto' : o.payout_type === 'RevShare' ? 'revshare' : 'fixed';
      if (o.payout_type && o.payout_type !== 'CPA' && payoutType === 'fixed')
        notes.translate('payout_type', `${o.payout_type} → fixed payout per conversion`);
      const capped = o.conversion_cap_enabled && o.daily_cap;
      return {
        name: o.name,
        url,
        affiliate_network_id: link('network', o.affiliate_network_id, notes, 'affiliate network'),
        payout: str(o.payout_value || 0),
        ...(text(o.payout_currency) ? { payout_currency: text(o.payout_currency) } : {}),
        payout_type: payoutType,
        daily_cap: capped ? o.daily_cap : null,
        ...(capped && text(o.conversion_timezone) ? { cap_time_zone: text(o.conversion_timezone) } : {}),
        cap_fallback_offer_id: capped ? link('offer', o.alternative_offer_id, notes, 'cap fallback offer') : null,
        group_id: link('group', o.group_id, notes, 'group'),
        notes: text(o.notes),
      };
    });
  }
  for (const c of campaignOrder(dump)) planCampaign(dump, c, add, link);
  for (const d of dump.domains)
    notesFor(plan, 'domain', str(d.id), d.name).drop(
      'domain',
      'add it on the Domains screen (its DNS must point here); campaigns answer on every domain meanwhile',
    );
  return plan;
}

/** A Keitaro traffic source as ours: its parameters as source tokens and sub ids, its postback URL and statuses. */
function sourceInput(s: KeitaroDump['traffic_sources'][number], notes: Notes): Record<string, unknown> {
  const parameters: Record<string, { param: string; macro: string | null }> = {};
  const subIds: { sub_id: number; param: string; macro: string | null }[] = [];
  for (const [key, p] of Object.entries(s.parameters ?? {})) {
    const param = text(p?.name);
    if (!param) continue;
    const sub = /^sub_id_(\d+)$/.exec(key);
    const token = SOURCE_TOKENS[key];
    if (token) parameters[token] = { param, macro: text(p?.placeholder) };
    else if (sub && Number(sub[1]) <= 30) subIds.push({ sub_id: Number(sub[1]), param, macro: text(p?.placeholder) });
    else notes.drop(`parameter ${key}`, 'no source token of ours carries it');
    if (token && token !== key) notes.translate(`parameter ${key}`, `${key} → ${token}`);
  }
  const statuses = (s.postback_statuses ?? []).filter((st) => {
    if (STATUSES.has(st)) return true;
    notes.drop(`postback status ${st}`, 'not a canonical status here; add it as a custom status and to the source');
    return false;
  });
  const url = text(s.postback_url);
  return {
    name: s.name,
    parameters,
    sub_id_parameters: subIds,
    postback_url: url ? translateMacros(url, notes, 'postback_url') : null,
    postback_statuses: statuses,
    notes: text(s.notes),
  };
}

type Add = (
  kind: SetupKind,
  id: unknown,
  name: string,
  make: (notes: Notes) => Record<string, unknown> | null,
  extra?: Partial<PlannedEntity>,
) => void;
type Link = (kind: SetupKind, id: unknown, notes: Notes, field: string) => string | null;

function planCampaign(dump: KeitaroDump, c: KeitaroCampaign, add: Add, link: Link) {
  add('campaign', c.id, c.name, (notes) => {
    const cost = COST[str(c.cost_type)] ?? 'none';
    if (c.cost_type === 'CPUC')
      notes.translate('cost_type', 'CPUC → cpc (cost per click; unique clicks are not priced apart)');
    if (c.cost_type === 'CPS') notes.translate('cost_type', 'CPS → cpa (cost per conversion)');
    if (c.cost_auto)
      notes.translate('cost_auto', "auto cost → the cost the link's cost parameter passes (source's cost token)");
    if (c.postbacks?.length)
      notes.drop(
        'campaign postbacks',
        `${c.postbacks.length} S2S postback(s): ours go from the traffic source's postback URL`,
      );
    if (c.domain_id)
      notes.drop('domain', 'campaigns answer on every domain until domains are set on the Domains screen');
    if (c.uniqueness_method && c.uniqueness_method !== 'ip_ua')
      notes.translate('uniqueness_method', `${c.uniqueness_method} → our visitor id (IP, user agent and cookie)`);
    const alias = text(c.alias);
    return {
      name: c.name,
      ...(alias && /^[A-Za-z0-9_-]{1,64}$/.test(alias) ? { alias } : {}),
      state: c.state === 'disabled' ? 'paused' : 'active',
      source_id: link('source', c.traffic_source_id, notes, 'traffic source'),
      cost_model: cost,
      ...(cost !== 'none' ? { cost_value: str(c.cost_value || 0) } : {}),
      ...(text(c.cost_currency) ? { cost_currency: text(c.cost_currency) } : {}),
      uniqueness_period_hours: Math.max(1, Math.min(8760, Math.round(c.cookies_ttl ?? 24))),
      flow_rotation: c.type === 'weight' ? 'weight' : 'position',
      group_id: link('group', c.group_id, notes, 'group'),
      notes: text(c.notes),
    };
  });
  const streams = dump.streams.filter((s) => str(s.campaign_id) === str(c.id));
  for (const s of streams) {
    const name = s.name?.trim() || `Stream ${s.id}`;
    add(
      'flow',
      s.id,
      name,
      (notes) => {
        const input = translateStream(s, notes) as Record<string, unknown>;
        const keep = <T extends Record<string, unknown>>(entries: T[] | undefined, field: string, kind: SetupKind) =>
          (entries ?? []).filter((e) => link(kind, String(e[field]).split(':')[2], notes, `${kind} share`));
        input.landings = keep(input.landings as never, 'landing_id', 'landing');
        input.offers = keep(input.offers as never, 'offer_id', 'offer');
        if (input.scheme !== 'landings_offers') {
          delete input.landings;
          delete input.offers;
        }
        if (input.target_campaign_id) {
          const target = link('campaign', String(input.target_campaign_id).split(':')[2], notes, 'target campaign');
          if (!target) Object.assign(input, { scheme: 'show_404', target_campaign_id: undefined, state: 'paused' });
        }
        return input;
      },
      { campaign_keitaro_id: str(c.id) },
    );
  }
}

/** Campaigns that others send clicks to come first, so each campaign's flows find their target. */
function campaignOrder(dump: KeitaroDump): KeitaroCampaign[] {
  const byId = new Map(dump.campaigns.map((c) => [str(c.id), c]));
  const out: KeitaroCampaign[] = [];
  const seen = new Set<string>();
  const visit = (c: KeitaroCampaign) => {
    if (seen.has(str(c.id))) return; // a cycle: the later campaign's flow is listed as not carried
    seen.add(str(c.id));
    for (const s of dump.streams) {
      if (str(s.campaign_id) !== str(c.id) || !['campaign', 'to_campaign'].includes(str(s.action_type))) continue;
      const target = byId.get(str(s.action_payload));
      if (target) visit(target);
    }
    out.push(c);
  };
  dump.campaigns.forEach(visit);
  return out;
}
