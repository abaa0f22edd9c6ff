import { createHash } from 'node:crypto';
import type { Redis } from '../../app/redis';
import type { UniquenessScope } from '../detect/uniqueness';
import { RedisGate } from './bounded';

/**
 * What a click needs from Redis, in two commands instead of one per fact: VISIT before the flow is
 * chosen (marks the visitor seen in the campaign and says whether they were new, reads their
 * binding, which flows have seen them, and the day's conversion counts of capped offers), COMMIT
 * after (marks the chosen flow seen, stores the binding and the landing click). The keys are those
 * of tracking/detect/uniqueness.ts (`uniq:<scope>:<visitor>`), bindings.ts and landing-clicks.ts.
 * Without Redis (down, or it failed or hung within the last few seconds: RedisGate) a visitor is
 * new, unbound and every cap open, and nothing is stored.
 */

// KEYS: campaign uniqueness, binding, flow uniqueness × F, cap counters × C. ARGV: period seconds, F.
const VISIT = `
local fresh = redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1])
local binding = redis.call('GET', KEYS[2])
local flows = tonumber(ARGV[2])
local seen = {}
for i = 1, flows do seen[i] = redis.call('EXISTS', KEYS[2 + i]) end
local caps = {}
for i = 3 + flows, #KEYS do caps[#caps + 1] = redis.call('GET', KEYS[i]) or '0' end
return { fresh and 1 or 0, binding or '', seen, caps }`;

// Up to three writes; a key of '' is skipped. KEYS are always three (placeholders keep positions).
// ARGV: flow period, binding JSON, binding TTL, landing click JSON, landing click TTL.
const COMMIT = `
if ARGV[1] ~= '' then redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) end
if ARGV[2] ~= '' then redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3]) end
if ARGV[4] ~= '' then redis.call('SET', KEYS[3], ARGV[4], 'EX', ARGV[5]) end
return 1`;

const sha = (script: string) => createHash('sha1').update(script).digest('hex');
const VISIT_SHA = sha(VISIT);
const COMMIT_SHA = sha(COMMIT);

export interface VisitRequest {
  uniqueness: UniquenessScope;
  campaign_id: string;
  visitor_id: string;
  period_seconds: number;
  /** Flows whose uniqueness is read (the campaign's flows). */
  flow_ids: readonly string[];
  /** Counter keys of capped offers (offer-caps.ts capKey). */
  cap_keys: readonly string[];
}

export interface VisitState {
  /** New to the campaign (or workspace) within the period. */
  unique: boolean;
  binding: Binding | null;
  /** Flows that have seen the visitor within the period. */
  seen_flows: ReadonlySet<string>;
  /** Conversions counted today per cap key, in cap_keys order. */
  cap_counts: number[];
}

export interface CommitRequest {
  /** Mark the visitor seen in this flow. */
  flow?: { id: string; period_seconds: number };
  binding?: { campaign_id: string; value: Binding; ttl_seconds: number };
  landing_click?: { click_id: string; json: string; ttl_seconds: number };
}

/** What a returning visitor is replayed: the flow, landing and offer of their earlier click. */
export interface Binding {
  flow_id: string;
  landing_id: string | null;
  offer_id: string | null;
}

const UNKNOWN: VisitState = { unique: true, binding: null, seen_flows: new Set(), cap_counts: [] };

async function evalScript(redis: Redis, script: string, digest: string, keys: string[], args: string[]): Promise<unknown> {
  try {
    return await redis.evalSha(digest, { keys, arguments: args });
  } catch (error) {
    if (!String((error as Error)?.message).includes('NOSCRIPT')) throw error;
    return redis.eval(script, { keys, arguments: args });
  }
}

function parseBinding(raw: string): Binding | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Binding;
    return typeof parsed?.flow_id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export class VisitorState {
  /** One gate for both commands: a hanging Redis is skipped by every click for a few seconds. */
  private readonly gate = new RedisGate();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private uniqKey(scope: string, visitorId: string): string {
    return `${this.prefix}uniq:${scope}:${visitorId}`;
  }

  private bindingKey(campaignId: string, visitorId: string): string {
    return `${this.prefix}bind:${campaignId}:${visitorId}`;
  }

  async visit(request: VisitRequest): Promise<VisitState> {
    if (!this.redis.isReady) return { ...UNKNOWN, cap_counts: request.cap_keys.map(() => 0) };
    const keys = [
      this.uniqKey(request.uniqueness, request.visitor_id),
      this.bindingKey(request.campaign_id, request.visitor_id),
      ...request.flow_ids.map((id) => this.uniqKey(`flow:${id}`, request.visitor_id)),
      ...request.cap_keys,
    ];
    const args = [String(Math.max(1, Math.floor(request.period_seconds))), String(request.flow_ids.length)];
    const reply = (await this.gate.call(() => evalScript(this.redis, VISIT, VISIT_SHA, keys, args), null)) as [number, string, number[], string[]] | null;
    if (!reply) return { ...UNKNOWN, cap_counts: request.cap_keys.map(() => 0) };
    const [fresh, binding, seen, caps] = reply;
    return {
      unique: fresh === 1,
      binding: parseBinding(binding),
      seen_flows: new Set(request.flow_ids.filter((_, index) => seen[index] === 1)),
      cap_counts: caps.map((count) => Number(count) || 0),
    };
  }

  async commit(visitorId: string, request: CommitRequest): Promise<void> {
    if (!this.redis.isReady || (!request.flow && !request.binding && !request.landing_click)) return;
    const keys = [
      request.flow ? this.uniqKey(`flow:${request.flow.id}`, visitorId) : `${this.prefix}-`,
      request.binding ? this.bindingKey(request.binding.campaign_id, visitorId) : `${this.prefix}-`,
      request.landing_click ? `${this.prefix}lpclick:${request.landing_click.click_id}` : `${this.prefix}-`,
    ];
    const args = [
      request.flow ? String(Math.max(1, Math.floor(request.flow.period_seconds))) : '',
      request.binding ? JSON.stringify(request.binding.value) : '',
      request.binding ? String(Math.max(1, Math.floor(request.binding.ttl_seconds))) : '',
      request.landing_click?.json ?? '',
      request.landing_click ? String(request.landing_click.ttl_seconds) : '',
    ];
    await this.gate.call(() => evalScript(this.redis, COMMIT, COMMIT_SHA, keys, args), null);
  }
}
