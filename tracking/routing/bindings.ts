import type { Redis } from '../../app/redis';
import { bounded } from './bounded';

/** What a returning visitor is replayed: the flow, landing and offer of their earlier click. */
export interface Binding {
  flow_id: string;
  landing_id: string | null;
  offer_id: string | null;
}

const key = (prefix: string, campaignId: string, visitorId: string) => `${prefix}bind:${campaignId}:${visitorId}`;

/**
 * Visitor bindings in Redis, by campaign and visitor_id, kept for the campaign's uniqueness period
 * (a visitor is "returning" exactly as long as they are not unique). Without Redis a visitor is
 * simply routed afresh.
 */
export class BindingStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(campaignId: string, visitorId: string): Promise<Binding | null> {
    if (!this.redis.isReady) return null;
    const raw = await bounded(() => this.redis.get(key(this.prefix, campaignId, visitorId)), null);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Binding;
      return typeof parsed?.flow_id === 'string' ? parsed : null;
    } catch {
      return null;
    }
  }

  async set(campaignId: string, visitorId: string, binding: Binding, ttlSeconds: number): Promise<void> {
    if (!this.redis.isReady) return;
    await bounded(
      () => this.redis.set(key(this.prefix, campaignId, visitorId), JSON.stringify(binding), { expiration: { type: 'EX', value: Math.max(1, Math.floor(ttlSeconds)) } }),
      null,
    );
  }
}
