import { AppError } from '../../errors';
import { checkAlias } from '../aliases';
import { aliasTaken } from '../campaigns';
import type { TrackingScope } from '../scope';

export interface AliasAvailability {
  available: boolean;
  /** Why not, in the words a create would answer with; null when available. */
  reason: string | null;
}

/** Whether a campaign could be created (or cloned) with this alias now, without trying. */
export async function aliasAvailability(scope: TrackingScope, alias: string): Promise<AliasAvailability> {
  try {
    checkAlias(alias);
  } catch (error) {
    if (error instanceof AppError) return { available: false, reason: error.message };
    throw error;
  }
  if (await aliasTaken(scope, alias)) return { available: false, reason: 'alias is already in use' };
  return { available: true, reason: null };
}
