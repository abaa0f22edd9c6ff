import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { isLowercaseUuid } from '../../entities/uuid';

const VERSION = /^v\d{13}-[0-9a-f]{8}$/;
const INCOMING_PREFIX = '.incoming-';
const UPLOADS = '.uploads';
/** An extraction or upload untouched for this long is a leftover of a crash (one in progress keeps writing). */
const STALE_INCOMING_MS = 60 * 60 * 1000;

/**
 * Where hosted landings live on disk: `<root>/<workspace_id>/<landing_id>/<version>/`. A version
 * is extracted into a hidden `.incoming-*` folder next to it and renamed into place in one step,
 * so no request ever sees a half-written tree; the landing row names the version being served.
 */
export class LandingStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The folder of one landing (ids are checked: they become path segments). */
  landingDir(workspaceId: string, landingId: string): string {
    if (!isLowercaseUuid(workspaceId) || !isLowercaseUuid(landingId))
      throw new Error('workspace and landing ids must be UUIDs');
    return join(this.root, workspaceId, landingId);
  }

  /** The folder of one version, or null for a version name that is not ours. */
  versionDir(workspaceId: string, landingId: string, version: string): string | null {
    if (!VERSION.test(version)) return null;
    return join(this.landingDir(workspaceId, landingId), version);
  }

  /** A temporary file for an upload in progress, on the same file system as the landings. */
  async uploadFile(): Promise<string> {
    const dir = join(this.root, UPLOADS);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return join(dir, `${randomBytes(8).toString('hex')}.zip`);
  }

  /** A fresh hidden folder to extract into, and the version name it will get. */
  async incoming(workspaceId: string, landingId: string): Promise<{ dir: string; version: string }> {
    const landingDir = this.landingDir(workspaceId, landingId);
    await mkdir(landingDir, { recursive: true, mode: 0o755 });
    const version = `v${String(Date.now()).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
    const dir = join(landingDir, `${INCOMING_PREFIX}${version}`);
    await mkdir(dir, { mode: 0o755 });
    return { dir, version };
  }

  /** Moves a complete extraction into place under its version name (an atomic rename). */
  async publish(workspaceId: string, landingId: string, incomingDir: string, version: string): Promise<string> {
    const target = this.versionDir(workspaceId, landingId, version);
    if (!target || !incomingDir.startsWith(this.landingDir(workspaceId, landingId) + sep))
      throw new Error('not an incoming folder of this landing');
    await rename(incomingDir, target);
    return target;
  }

  /** Removes every version except those kept, and extractions abandoned long ago. */
  async prune(
    workspaceId: string,
    landingId: string,
    keep: ReadonlyArray<string | null>,
    now = Date.now(),
  ): Promise<void> {
    const landingDir = this.landingDir(workspaceId, landingId);
    let names: string[];
    try {
      names = await readdir(landingDir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(landingDir, name);
      if (name.startsWith(INCOMING_PREFIX)) {
        const info = await stat(path).catch(() => null);
        if (info && now - info.mtimeMs > STALE_INCOMING_MS) await rm(path, { recursive: true, force: true });
        continue;
      }
      if (!keep.includes(name)) await rm(path, { recursive: true, force: true });
    }
  }

  /**
   * Removes upload files a crash left behind (a finished or refused upload removes its own).
   * Other instances may be receiving into the same folder: only files untouched for an hour go.
   */
  async pruneUploads(now = Date.now()): Promise<number> {
    const dir = join(this.root, UPLOADS);
    const names = await readdir(dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const info = await stat(join(dir, name)).catch(() => null);
      if (!info || now - info.mtimeMs <= STALE_INCOMING_MS) continue;
      await rm(join(dir, name), { recursive: true, force: true });
      removed++;
    }
    return removed;
  }

  /**
   * Copies the served version of one landing to another (a clone), under a new version name and
   * published the same atomic way as an upload. Returns the new version.
   */
  async copyVersion(workspaceId: string, fromLandingId: string, version: string, toLandingId: string): Promise<string> {
    const source = this.versionDir(workspaceId, fromLandingId, version);
    if (!source) throw new Error('not a version of this landing');
    const incoming = await this.incoming(workspaceId, toLandingId);
    try {
      await cp(source, incoming.dir, { recursive: true, errorOnExist: true, force: false });
      await this.publish(workspaceId, toLandingId, incoming.dir, incoming.version);
    } catch (error) {
      await this.discard(incoming.dir);
      throw error;
    }
    return incoming.version;
  }

  async discard(path: string): Promise<void> {
    await rm(path, { recursive: true, force: true });
  }
}
