import type { MikroORM } from '@mikro-orm/postgresql';

/** What the file server needs to know about a landing: where its served version lives. */
export interface HostedLandingEntry {
  workspace_id: string;
  version: string;
}

interface Cached {
  entry: HostedLandingEntry | null;
  expires: number;
}

export interface DirectoryOptions {
  /** How long an answer is reused (changes announced by routing invalidations are seen at once; others within this time). */
  ttlMs: number;
  maxEntries: number;
}

const DEFAULTS: DirectoryOptions = { ttlMs: 5_000, maxEntries: 10_000 };

/**
 * Landing id → served version, read with one indexed query and kept a few seconds, so a page and
 * its dozens of assets cost one database read at most (no ORM unit of work on this path). Only a
 * live, hosted landing with an uploaded version has an entry.
 */
export class HostedLandingDirectory {
  private readonly cache = new Map<string, Cached>();
  private readonly options: DirectoryOptions;

  constructor(
    private readonly orm: MikroORM,
    options: Partial<DirectoryOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  async lookup(landingId: string, now = Date.now()): Promise<HostedLandingEntry | null> {
    const cached = this.cache.get(landingId);
    if (cached && cached.expires > now) return cached.entry;
    const rows = await this.orm.em.getConnection().execute<Array<{ workspace_id: string; hosted_bundle: string }>>(
      `select workspace_id, hosted_bundle from landings
          where id = ? and deleted_at is null and archived_at is null
            and type = 'hosted' and hosted_bundle is not null`,
      [landingId],
    );
    const entry = rows[0] ? { workspace_id: rows[0].workspace_id, version: rows[0].hosted_bundle } : null;
    if (this.cache.size >= this.options.maxEntries) this.cache.clear();
    this.cache.set(landingId, { entry, expires: now + this.options.ttlMs });
    return entry;
  }

  /** Drops what is known about one landing (after this process changed it). */
  forget(landingId: string): void {
    this.cache.delete(landingId);
  }

  /** Drops everything of a workspace (a routing invalidation names only the workspace). */
  forgetWorkspace(workspaceId: string): void {
    for (const [id, cached] of this.cache)
      if (cached.entry?.workspace_id === workspaceId || cached.entry === null) this.cache.delete(id);
  }

  /** Drops everything (invalidations may have been missed while pub/sub was down). */
  forgetAll(): void {
    this.cache.clear();
  }
}
