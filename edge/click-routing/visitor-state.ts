import { luaScript, runLuaScript, type Redis } from '../../infra/redis';
import { Batcher } from '../../services/batching/batcher';
import type { UniquenessScope } from '../visitor-detection/uniqueness';
import { RedisGate } from './bounded';

/**
 * What a click needs from Redis, in two commands instead of one per fact, each batched with the
 * other clicks of the same event-loop turn: VISIT before the flow is chosen (marks the visitor
 * seen in the campaign and says whether they were new, reads their binding, which flows have seen
 * them, and the day's conversion counts of capped offers), COMMIT
 * after (marks the chosen flow seen, stores the binding and the landing click). The keys are those
 * of edge/visitor-detection/uniqueness.ts (`uniq:<scope>:<visitor>`), bindings.ts and landing-clicks.ts.
 * Without Redis (down, or it failed or hung within the last few seconds: RedisGate) a visitor is
 * new, unbound and every cap open, and nothing is stored.
 */

// Batched: one call carries the visits of every click parsed in the same event-loop turn.
// ARGV[1] = number of visits, then per visit: period seconds, F (flows), C (capped offers).
// KEYS per visit: campaign uniqueness, binding, flow uniqueness × F, cap counters × C.
const VISIT = luaScript(`
local out = {}
local k = 1
local a = 2
for v = 1, tonumber(ARGV[1]) do
  local flows = tonumber(ARGV[a + 1])
  local caps = tonumber(ARGV[a + 2])
  local fresh = redis.call('SET', KEYS[k], '1', 'NX', 'EX', ARGV[a])
  local binding = redis.call('GET', KEYS[k + 1])
  local seen = {}
  for i = 1, flows do seen[i] = redis.call('EXISTS', KEYS[k + 1 + i]) end
  local counts = {}
  for i = 1, caps do counts[i] = redis.call('GET', KEYS[k + 1 + flows + i]) or '0' end
  out[v] = { fresh and 1 or 0, binding or '', seen, counts }
  k = k + 2 + flows + caps
  a = a + 3
end
return out`);

// Batched like VISIT: three KEYS per commit (flow uniqueness, binding, landing click; '' skips a
// write) and five ARGV (flow period, binding JSON, binding TTL, landing click JSON, its TTL).
const COMMIT = luaScript(`
for c = 0, #KEYS / 3 - 1 do
  local k = c * 3
  local a = c * 5
  if ARGV[a + 1] ~= '' then redis.call('SET', KEYS[k + 1], '1', 'NX', 'EX', ARGV[a + 1]) end
  if ARGV[a + 2] ~= '' then redis.call('SET', KEYS[k + 2], ARGV[a + 2], 'EX', ARGV[a + 3]) end
  if ARGV[a + 4] ~= '' then redis.call('SET', KEYS[k + 3], ARGV[a + 4], 'EX', ARGV[a + 5]) end
end
return 1`);

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

const unknown = (request: VisitRequest): VisitState => ({
  unique: true,
  binding: null,
  seen_flows: new Set(),
  cap_counts: request.cap_keys.map(() => 0),
});

type VisitReply = [number, string, number[], string[]];

/** Clicks per script call, and calls in flight at once (the gate bounds how long each may take). */
const BATCH_LIMITS = { maxBatch: 1000, maxParallel: 8 };

function parseBinding(raw: string): Binding | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Binding;
    return typeof parsed?.flow_id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

interface Commit {
  visitor_id: string;
  request: CommitRequest;
}

export class VisitorState {
  /** One gate for both commands: a hanging Redis is skipped by every click for a few seconds. */
  private readonly gate = new RedisGate();
  private readonly visits = new Batcher<VisitRequest, VisitState>((requests) => this.visitMany(requests), BATCH_LIMITS);
  private readonly commits = new Batcher<Commit, void>((commits) => this.commitMany(commits), BATCH_LIMITS);

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

  visit(request: VisitRequest): Promise<VisitState> {
    if (!this.redis.isReady) return Promise.resolve(unknown(request));
    return this.visits.add(request).catch(() => unknown(request));
  }

  commit(visitorId: string, request: CommitRequest): Promise<void> {
    if (!this.redis.isReady || (!request.flow && !request.binding && !request.landing_click)) return Promise.resolve();
    return this.commits.add({ visitor_id: visitorId, request }).catch(() => undefined);
  }

  private async visitMany(requests: VisitRequest[]): Promise<VisitState[]> {
    const keys: string[] = [];
    const args = [String(requests.length)];
    for (const request of requests) {
      keys.push(
        this.uniqKey(request.uniqueness, request.visitor_id),
        this.bindingKey(request.campaign_id, request.visitor_id),
      );
      for (const id of request.flow_ids) keys.push(this.uniqKey(`flow:${id}`, request.visitor_id));
      keys.push(...request.cap_keys);
      args.push(
        String(Math.max(1, Math.floor(request.period_seconds))),
        String(request.flow_ids.length),
        String(request.cap_keys.length),
      );
    }
    const replies = (await this.gate.call(() => runLuaScript(this.redis, VISIT, keys, args), null)) as
      | VisitReply[]
      | null;
    if (!replies) return requests.map(unknown);
    return requests.map((request, index) => {
      const [fresh, binding, seen, caps] = replies[index];
      return {
        unique: fresh === 1,
        binding: parseBinding(binding),
        seen_flows: new Set(request.flow_ids.filter((_, at) => seen[at] === 1)),
        cap_counts: caps.map((count) => Number(count) || 0),
      };
    });
  }

  private async commitMany(commits: Commit[]): Promise<undefined[]> {
    const keys: string[] = [];
    const args: string[] = [];
    const none = `${this.prefix}-`;
    for (const { visitor_id: visitorId, request } of commits) {
      keys.push(
        request.flow ? this.uniqKey(`flow:${request.flow.id}`, visitorId) : none,
        request.binding ? this.bindingKey(request.binding.campaign_id, visitorId) : none,
        request.landing_click ? `${this.prefix}lpclick:${request.landing_click.click_id}` : none,
      );
      args.push(
        request.flow ? String(Math.max(1, Math.floor(request.flow.period_seconds))) : '',
        request.binding ? JSON.stringify(request.binding.value) : '',
        request.binding ? String(Math.max(1, Math.floor(request.binding.ttl_seconds))) : '',
        request.landing_click?.json ?? '',
        request.landing_click ? String(request.landing_click.ttl_seconds) : '',
      );
    }
    await this.gate.call(() => runLuaScript(this.redis, COMMIT, keys, args), null);
    return commits.map(() => undefined);
  }
}
