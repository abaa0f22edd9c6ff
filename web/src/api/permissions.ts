import { MeDocument } from '../generated/graphql';
import { useQuery } from './hooks';

/**
 * Whether the caller holds a permission in the active workspace (GET /me): buttons of actions the
 * API would refuse are hidden, not shown broken. Undefined until /me answered.
 */
export function useCan(kind: string, action: 'view' | 'edit' | 'delete'): boolean | undefined {
  const me = useQuery(MeDocument, {});
  const held = me.data?.me.permissions.find((p) => p.kind === kind);
  return me.data ? Boolean(held?.[action]) : undefined;
}
