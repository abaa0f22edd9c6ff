import { LockMode } from '@mikro-orm/core';
import { Landing } from '../../entities/landing.entity';
import { BadRequestError, NotFoundError } from '../errors';
import type { LandingView } from '../catalogue/offer.shapes';
import { landingView } from '../catalogue/landings';
import { findOwned } from '../catalogue/references';
import type { TrackingScope } from '../catalogue/scope';
import { extractArchive, type ExtractionResult } from './extract';
import type { LandingStorage } from './storage';

/** The path a hosted landing is served at (the redirect sends visitors there on its own host). */
export function hostedLandingPath(landingId: string): string {
  return `/l/${landingId}/`;
}

/** The landing an upload addresses: a live hosted landing of the caller's workspace (checked before the body is read). */
export async function findHostedLanding(scope: TrackingScope, landingId: string): Promise<Landing> {
  const row = await findOwned(scope, Landing, landingId, 'landing');
  if (row.type !== 'hosted')
    throw new BadRequestError('only a hosted landing takes a ZIP (set its type to hosted first)');
  return row;
}

export interface InstalledArchive {
  landing: LandingView;
  extraction: ExtractionResult;
}

/**
 * Extracts an uploaded ZIP into a new version folder and makes it the served version in one step.
 * Nothing is switched unless the whole archive passed the checks and was written; a refused
 * archive leaves no trace. Uploads of the same landing are serialised by a row lock, and only the
 * new and the previous version are kept (the previous one for requests still reading it).
 */
export async function installLandingArchive(
  scope: TrackingScope,
  storage: LandingStorage,
  landing: Landing,
  archive: { path: string; bytes: number },
): Promise<InstalledArchive> {
  const { workspace_id, id } = landing;
  const incoming = await storage.incoming(workspace_id, id);
  let extraction: ExtractionResult;
  try {
    extraction = await extractArchive(archive.path, archive.bytes, incoming.dir);
  } catch (error) {
    await storage.discard(incoming.dir);
    throw error;
  }

  let published: string | null = null;
  try {
    const row = await scope.em.transactional(async (em) => {
      const locked = await em.findOne(
        Landing,
        { id, workspace_id, deleted_at: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!locked) throw new NotFoundError('landing not found');
      if (locked.type !== 'hosted')
        throw new BadRequestError('only a hosted landing takes a ZIP (set its type to hosted first)');
      const previous = locked.hosted_bundle;
      published = await storage.publish(workspace_id, id, incoming.dir, incoming.version);
      locked.hosted_bundle = incoming.version;
      locked.hosted_path = hostedLandingPath(id);
      await em.flush();
      // Still under the lock: no other upload can be between its rename and its switch.
      await storage.prune(workspace_id, id, [incoming.version, previous]);
      return locked;
    });
    await scope.invalidations.publish({ workspace_id });
    return { landing: landingView(row), extraction };
  } catch (error) {
    await storage.discard(published ?? incoming.dir);
    throw error;
  }
}
