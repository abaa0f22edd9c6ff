import type { AppContext } from '../../services/context';
import { ForbiddenError } from '../../services/errors';
import { permissionName, requirePermission, type EntityKind } from '../../services/access/require';
import type { Topic } from '../../services/live/topics';
import { trafficVisibility, type TrafficVisibility } from '../../services/logs/visibility';

/** How old the permission check an event passes may be: a revoked member stops receiving within it. */
const RECHECK_MS = 1000;

/** Delivered once when the caller lost the permission (or membership): the field resolver answers 403 with it, then the stream ends. */
export const REVOKED = Symbol('revoked');
export type Revoked = typeof REVOKED;

export interface LiveView {
  workspaceId: string;
  visibility: TrafficVisibility;
}

/**
 * A subscription's event stream for the caller's workspace: the permission is checked when it
 * starts (an error answers the subscribe) and again for events (at most RECHECK_MS old, re-reading
 * the token and membership); `shape` turns a message into the field's value with the workspace's
 * current visibility, or null to skip it. The workspace comes from the caller, never from arguments.
 */
export async function liveStream<P, R>(
  ctx: AppContext,
  topic: Topic<P>,
  kind: EntityKind,
  shape: (payload: P, view: LiveView) => R | null | Promise<R | null>,
): Promise<AsyncIterableIterator<R | Revoked>> {
  const principal = requirePermission(ctx, kind, 'view');
  const workspaceId = principal.workspace_id;
  const pool = ctx.services.conversions.pool;
  const view: LiveView = { workspaceId, visibility: await trafficVisibility(pool, workspaceId) };
  let checkedAt = Date.now();
  let ended = false;
  const source = ctx.services.live.listen(topic, workspaceId);
  const stillAllowed = async (): Promise<boolean> => {
    if (Date.now() - checkedAt < RECHECK_MS) return true;
    checkedAt = Date.now();
    const current = await ctx.services.authenticate(ctx.caller, ctx.services);
    if (!current || current.workspace_id !== workspaceId || !current.permissions.has(permissionName(kind, 'view')))
      return false;
    view.visibility = await trafficVisibility(pool, workspaceId);
    return true;
  };
  const iterator: AsyncIterableIterator<R | Revoked> = {
    async next(): Promise<IteratorResult<R | Revoked>> {
      while (!ended) {
        const message = await source.next();
        if (message.done || ended) break;
        if (!(await stillAllowed())) {
          ended = true;
          await source.return();
          return { value: REVOKED, done: false };
        }
        const value = await shape(message.value, view);
        if (value !== null) return { value, done: false };
      }
      return { value: undefined, done: true };
    },
    async return(): Promise<IteratorResult<R | Revoked>> {
      ended = true;
      await source.return();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** The field resolver's side: the event, or 403 for the revocation notice. */
export function delivered<R>(event: R | Revoked, kind: EntityKind): R {
  if (event === REVOKED) throw new ForbiddenError(`no permission to view ${kind} any more`);
  return event;
}
