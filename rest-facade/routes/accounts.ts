import { LoginDocument, MeDocument, MyWorkspacesDocument, SwitchWorkspaceDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Accounts area: authentication, the caller's account and workspaces. */
export const accountRoutes: FacadeRoute[] = [
  { method: 'POST', path: '/auth/login', operation: LoginDocument, status: 200, summary: 'Log in: email, password and (when 2FA is on) mfa_code → a JWT valid 7 days', tag: 'auth', public: true },
  { method: 'GET', path: '/me', operation: MeDocument, status: 200, summary: 'The current user, the active workspace, role and permissions', tag: 'account' },
  { method: 'GET', path: '/workspaces', operation: MyWorkspacesDocument, status: 200, summary: 'Workspaces the current user belongs to', tag: 'workspaces' },
  { method: 'POST', path: '/workspaces/:id/switch', operation: SwitchWorkspaceDocument, status: 200, summary: 'A new token bound to another workspace of the user', tag: 'workspaces' },
];
