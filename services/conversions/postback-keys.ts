import type pg from 'pg';

/** A generated key (32 hex) or a previous tracker's (6–64 letters and digits), in lower case. */
const KEY = /^[0-9a-z]{6,64}$/;
const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/**
 * Workspace by postback key for the hot path: a small in-memory map in front of one indexed
 * query. Found keys are kept 10 s (a regenerated key stops working within that time, or at once on
 * this instance through invalidate()); unknown keys are not cached, the per-IP limit bounds them.
 */
export class PostbackKeys {
  private readonly entries = new Map<string, { workspace_id: string | null; at: number }>();

  constructor(private readonly pool: pg.Pool) {}

  /** The workspace id of a key while it is cached, without waiting; null when it is not (unknown, or to be read). */
  cachedWorkspaceOf(rawKey: string): string | null {
    const cached = this.entries.get(rawKey.toLowerCase());
    return cached && Date.now() - cached.at < TTL_MS ? cached.workspace_id : null;
  }

  /** The workspace id of a key, or null for a malformed or unknown key. */
  async workspaceOf(rawKey: string): Promise<string | null> {
    const key = rawKey.toLowerCase();
    if (!KEY.test(key)) return null;
    const cached = this.entries.get(key);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.workspace_id;
    const { rows } = await this.pool.query<{ id: string }>('select id from workspaces where postback_key = $1', [key]);
    const workspaceId = rows[0]?.id ?? null;
    if (workspaceId) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { workspace_id: workspaceId, at: Date.now() });
    } else {
      this.entries.delete(key);
    }
    return workspaceId;
  }

  invalidate(workspaceId: string): void {
    for (const [key, entry] of this.entries) if (entry.workspace_id === workspaceId) this.entries.delete(key);
  }
}
