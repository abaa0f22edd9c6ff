/**
 * Keitaro's filters, macros and stream schemas in our terms: pure functions that say what they
 * changed (a Translation) and what has no equivalent (a NotCarried). The tables are the ones
 * docs/import.md shows.
 */
import type { FlowFilterInput, FlowInput } from '../../catalogue/flow.shapes';
import { URL_MACROS } from '../../urls/macros';
import type { KeitaroFilter, KeitaroStream, NotCarried, SetupKind, Translation } from './shapes';
import { ref } from './shapes';

/** Where notes about one entity go. */
export interface Notes {
  translate(field: string, rule: string): void;
  drop(what: string, reason: string): void;
}

export function notesFor(
  plan: { translated: Translation[]; not_carried: NotCarried[] },
  kind: SetupKind | 'domain',
  keitaroId: string,
  name: string,
): Notes {
  return {
    translate: (field, rule) => plan.translated.push({ kind, keitaro_id: keitaroId, name, field, rule }),
    drop: (what, reason) => plan.not_carried.push({ kind, keitaro_id: keitaroId, name, what, reason }),
  };
}

/** Keitaro macro → ours, where the name differs. */
const MACRO_RENAMES: Record<string, string> = {
  subid: 'click_id',
  sub_id: 'click_id',
  visitor_code: 'visitor_id',
  source: 'site',
  ad_campaign_id: 'ad_campaign',
  creative_id: 'creative',
  campaign_id: 'campaign_id',
  stream_id: 'flow_id',
  connection_type: 'isp',
  tid: 'transaction_id',
  revenue: 'payout',
};
const KNOWN = new Set(URL_MACROS);

/** A URL with Keitaro's `{macro}`s in ours; a macro with no equivalent becomes empty and is listed. */
export function translateMacros(url: string, notes: Notes, field: string): string {
  return url.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (_whole, name: string) => {
    const lower = name.toLowerCase();
    const ours = MACRO_RENAMES[lower] ?? lower;
    if (!KNOWN.has(ours)) {
      notes.drop(`${field}: macro {${name}}`, 'no macro of ours carries this value; left empty in the URL');
      return '';
    }
    if (ours !== name) notes.translate(field, `{${name}} → {${ours}}`);
    return `{${ours}}`;
  });
}

const list = (payload: unknown): string[] => {
  if (Array.isArray(payload)) return payload.map((v) => String(v).trim()).filter(Boolean);
  if (typeof payload === 'string')
    return payload
      .split(/[\n,]/)
      .map((v) => v.trim())
      .filter(Boolean);
  return [];
};

/** Keitaro text filters match when the value contains any of the words (its default comparison). */
const text = (type: string, payload: unknown, operator = 'contains'): FlowFilterInput | null => {
  const values = list(payload);
  return values.length ? { type, operator, values } : null;
};

/** One Keitaro filter in ours, or null with the reason in notes. `mode: reject` is our negate. */
export function translateFilter(filter: KeitaroFilter, notes: Notes): FlowFilterInput | null {
  const name = filter.name;
  const negate = filter.mode === 'reject';
  const payload = filter.payload;
  const what = `filter ${name}`;
  let out: FlowFilterInput | null = null;
  switch (name) {
    case 'country':
      out = { type: 'country', values: list(payload).map((c) => c.toUpperCase()) };
      break;
    case 'language':
      out = { type: 'language', values: list(payload).map((c) => c.toLowerCase().slice(0, 2)) };
      break;
    case 'device_type':
      out = { type: 'device_type', values: list(payload).map((c) => c.toLowerCase()) };
      break;
    case 'region':
    case 'city':
    case 'os':
    case 'browser':
    case 'isp':
    case 'keyword':
      out = text(name, payload, 'equals');
      if (out) notes.translate(what, 'values compared whole, case-insensitively (operator equals)');
      break;
    case 'referrer':
      out = text('referrer', payload);
      if (out) notes.translate(what, 'referrer contains any of the values (operator contains)');
      break;
    case 'empty_referrer':
      out = { type: 'referrer', operator: 'empty' };
      notes.translate(what, 'empty_referrer → referrer with operator empty');
      break;
    case 'ip':
      out = { type: 'ip', values: list(payload) };
      break;
    case 'bot':
      out = { type: 'bot' };
      break;
    case 'proxy':
      out = { type: 'proxy' };
      notes.translate(what, 'proxy → proxy filter of every kind (proxy, tor, datacenter)');
      break;
    case 'uniqueness':
      out = { type: 'unique' };
      notes.translate(what, "uniqueness → unique (the campaign's uniqueness period and scope)");
      break;
    case 'parameter': {
      const p = (payload ?? {}) as { name?: unknown; value?: unknown; values?: unknown };
      const values = list(p.values ?? p.value);
      if (typeof p.name === 'string' && values.length)
        out = { type: 'param', name: p.name, operator: 'equals', values };
      break;
    }
    default: {
      const sub = /^sub_id_(\d+)$/.exec(name);
      if (sub) {
        out = { type: 'sub_id', sub_id: Number(sub[1]), operator: 'equals', values: list(payload) };
        if (!out.values?.length) out = null;
        break;
      }
      notes.drop(
        what,
        'no filter of ours checks this; the flow is imported paused so it takes no traffic Keitaro would not send',
      );
      return null;
    }
  }
  if (!out || (out.values && out.values.length === 0)) {
    notes.drop(what, 'its value could not be read; the flow is imported paused');
    return null;
  }
  return negate ? { ...out, negate: true } : out;
}

const FLOW_TYPE: Record<string, FlowInput['type']> = { regular: 'regular', forced: 'forced', default: 'default' };

/** Keitaro action streams (schema action) and redirect kinds → our scheme. */
function actionScheme(stream: KeitaroStream, notes: Notes): Partial<FlowInput> | null {
  const action = String(stream.action_type ?? '');
  const payload = typeof stream.action_payload === 'string' ? stream.action_payload : '';
  if (stream.schema === 'redirect') {
    if (!payload) {
      notes.drop('redirect', 'the stream has no redirect URL');
      return null;
    }
    if (action && action !== 'http') notes.translate('action_type', `${action} redirect → our redirect (HTTP 302)`);
    return { scheme: 'redirect', redirect_url: translateMacros(payload, notes, 'redirect URL') };
  }
  switch (action) {
    case 'campaign':
    case 'to_campaign':
      return { scheme: 'send_to_campaign', target_campaign_id: ref('campaign', String(stream.action_payload)) };
    case 'status404':
      return { scheme: 'show_404' };
    case 'do_nothing':
      return { scheme: 'do_nothing' };
    case 'show_text':
      return { scheme: 'show_text', content: payload };
    case 'show_html':
      return { scheme: 'show_html', content: payload };
    case 'http':
    case 'meta':
    case 'js':
    case 'double_meta':
      if (!payload) break;
      notes.translate('action_type', `${action} → our redirect (HTTP 302)`);
      return { scheme: 'redirect', redirect_url: translateMacros(payload, notes, 'redirect URL') };
    default:
      break;
  }
  notes.drop(`action ${action || '(none)'}`, 'no scheme of ours does this; the flow is imported paused, showing a 404');
  return null;
}

/** A stream as our flow; paused when anything that decides who it takes could not be carried. */
export function translateStream(stream: KeitaroStream, notes: Notes): FlowInput {
  const type = FLOW_TYPE[String(stream.type ?? 'regular')] ?? 'regular';
  let faithful = true;
  const filters: FlowFilterInput[] = [];
  if (type !== 'default') {
    for (const filter of stream.filters ?? []) {
      const ours = translateFilter(filter, notes);
      if (ours) filters.push(ours);
      else faithful = false;
    }
    if (stream.filter_or && (stream.filters?.length ?? 0) > 1) {
      notes.drop('filters joined with OR', 'our flows take a visitor only when all filters match; imported paused');
      faithful = false;
    }
  } else if (stream.filters?.length) {
    notes.drop('filters of the default stream', 'a default flow takes every click that nothing else took');
  }
  let scheme: Partial<FlowInput>;
  if (stream.schema === 'landings' || (!stream.schema && (stream.landings?.length || stream.offers?.length))) {
    const live = (s: { state?: string }) => s.state !== 'disabled';
    const landings = (stream.landings ?? []).filter(live).map((l) => ({
      landing_id: ref('landing', l.landing_id as string),
      weight: Math.round(l.share ?? 100),
    }));
    const offers = (stream.offers ?? []).filter(live).map((o) => ({
      offer_id: ref('offer', o.offer_id as string),
      weight: Math.round(o.share ?? 100),
    }));
    scheme = { scheme: 'landings_offers', landings, offers };
    if (landings.length + offers.length === 0) {
      notes.drop('landings and offers', 'the stream has none enabled; imported as a 404 flow, paused');
      scheme = { scheme: 'show_404' };
      faithful = false;
    }
  } else {
    const action = actionScheme(stream, notes);
    if (action) scheme = action;
    else {
      scheme = { scheme: 'show_404' };
      faithful = false;
    }
  }
  const state = stream.state === 'disabled' || !faithful ? 'paused' : 'active';
  return {
    name: stream.name?.trim() || `Stream ${stream.id}`,
    type,
    position: Math.max(0, Math.round(stream.position ?? 0)),
    weight: Math.max(0, Math.min(10_000, Math.round(stream.weight ?? 100))),
    state,
    save_traffic: stream.collect_clicks !== false,
    filters,
    ...scheme,
  };
}
