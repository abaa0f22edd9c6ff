/**
 * Reading a Keitaro set-up: from a running installation's Admin API (through the SSRF-safe
 * outbound client, header `Api-Key`), from the JSON files of those endpoints saved in a
 * directory, or from the same JSON given inline. All end as one checked KeitaroDump.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BadRequestError } from '../../errors';
import type { OutboundClient } from '../../outbound/client';
import { OutboundError } from '../../outbound/errors';
import type { KeitaroDump, KeitaroStream } from './shapes';

const LISTS = [
  'campaigns',
  'offers',
  'landing_pages',
  'traffic_sources',
  'affiliate_networks',
  'groups',
  'domains',
] as const;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTITIES = 50_000;

/** Streams given as one list, or keyed by campaign id (as `/campaigns/{id}/streams` answers per campaign). */
function streamList(raw: unknown): KeitaroStream[] {
  if (raw === undefined || raw === null) return [];
  if (Array.isArray(raw)) return raw as KeitaroStream[];
  if (typeof raw === 'object')
    return Object.entries(raw as Record<string, unknown>).flatMap(([campaignId, list]) => {
      if (!Array.isArray(list)) throw new BadRequestError('streams keyed by campaign id must hold lists');
      return (list as KeitaroStream[]).map((s) => ({ campaign_id: campaignId, ...s }));
    });
  throw new BadRequestError('streams must be a list or an object keyed by campaign id');
}

/** Checks the shape of what was read; a message names the list and index, never the value. */
export function checkDump(raw: unknown): KeitaroDump {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new BadRequestError('the Keitaro set-up must be an object of the Admin API lists');
  const source = raw as Record<string, unknown>;
  const allowed = new Set<string>([...LISTS, 'streams']);
  for (const key of Object.keys(source))
    if (!allowed.has(key))
      throw new BadRequestError(`unknown list in the Keitaro set-up (expected ${[...allowed].join(', ')})`);
  const dump = { streams: streamList(source.streams) } as KeitaroDump;
  let total = dump.streams.length;
  for (const list of LISTS) {
    const value = source[list] ?? [];
    if (!Array.isArray(value)) throw new BadRequestError(`${list} must be a list`);
    value.forEach((item, index) => {
      if (!item || typeof item !== 'object') throw new BadRequestError(`${list}[${index}] must be an object`);
      const { id, name } = item as { id?: unknown; name?: unknown };
      if (typeof id !== 'number' && typeof id !== 'string') throw new BadRequestError(`${list}[${index}] has no id`);
      if (typeof name !== 'string' || !name.trim()) throw new BadRequestError(`${list}[${index}] has no name`);
    });
    (dump as unknown as Record<string, unknown[]>)[list] = value;
    total += value.length;
  }
  dump.streams.forEach((s, index) => {
    if (!s || typeof s !== 'object' || (typeof s.id !== 'number' && typeof s.id !== 'string'))
      throw new BadRequestError(`streams[${index}] has no id`);
    if (s.campaign_id === undefined) throw new BadRequestError(`streams[${index}] has no campaign_id`);
  });
  if (total > MAX_ENTITIES) throw new BadRequestError(`at most ${MAX_ENTITIES} entities in one set-up`);
  // Keitaro answers deleted entities too (state "deleted"): they are not moved.
  for (const list of [...LISTS, 'streams'] as const) {
    const rows = (dump as unknown as Record<string, { state?: string }[]>)[list];
    (dump as unknown as Record<string, unknown[]>)[list] = rows.filter((row) => row.state !== 'deleted');
  }
  return dump;
}

/** The files `<list>.json` (and `streams.json`) of a directory; a missing file is an empty list. */
export async function readDumpDir(dir: string): Promise<KeitaroDump> {
  const raw: Record<string, unknown> = {};
  for (const list of [...LISTS, 'streams']) {
    let text: string;
    try {
      text = await readFile(join(dir, `${list}.json`), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    try {
      raw[list] = JSON.parse(text);
    } catch {
      throw new BadRequestError(`${list}.json is not JSON`);
    }
  }
  return checkDump(raw);
}

/** Every list of a running Keitaro, and each campaign's streams. */
export async function readDumpApi(outbound: OutboundClient, baseUrl: string, apiKey: string): Promise<KeitaroDump> {
  const root = `${baseUrl.replace(/\/+$/, '')}/admin_api/v1`;
  const get = async (path: string, what: string) => {
    let response: Awaited<ReturnType<OutboundClient['send']>>;
    try {
      response = await outbound.send({
        url: `${root}${path}`,
        method: 'GET',
        headers: { 'api-key': apiKey, accept: 'application/json' },
        timeoutMs: 60_000,
        maxResponseBytes: MAX_BYTES,
        maxRedirects: 0,
      });
    } catch (error) {
      if (error instanceof OutboundError) throw new BadRequestError(`cannot read Keitaro (${error.failure})`);
      throw error;
    }
    if (response.status === 401 || response.status === 403) throw new BadRequestError('Keitaro refused the API key');
    if (response.status !== 200) throw new BadRequestError(`Keitaro answered ${response.status} for ${what}`);
    if (response.truncated) throw new BadRequestError(`Keitaro's answer for ${what} is too large`);
    try {
      return JSON.parse(response.body) as unknown;
    } catch {
      throw new BadRequestError(`Keitaro's answer for ${what} is not JSON`);
    }
  };
  const raw: Record<string, unknown> = {};
  for (const list of LISTS) raw[list] = await get(`/${list}`, list);
  const campaigns = Array.isArray(raw.campaigns) ? (raw.campaigns as { id?: unknown }[]) : [];
  const streams: unknown[] = [];
  for (const c of campaigns) {
    if (typeof c?.id !== 'number' && typeof c?.id !== 'string') continue;
    const list = await get(`/campaigns/${encodeURIComponent(String(c.id))}/streams`, 'streams');
    if (Array.isArray(list)) for (const s of list) streams.push({ campaign_id: c.id, ...(s as object) });
  }
  raw.streams = streams;
  return checkDump(raw);
}
