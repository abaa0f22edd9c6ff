import {
  AcceptInvitationDocument,
  ApiKeysDocument,
  BeginTwoFactorDocument,
  BrandingDocument,
  ChangePasswordDocument,
  ConfirmTwoFactorDocument,
  CreateApiKeyDocument,
  CreateInvitationDocument,
  CreateWorkspaceDocument,
  CurrentWorkspaceDocument,
  DisableTwoFactorDocument,
  InvitationsDocument,
  LicenseDocument,
  LoginDocument,
  MeDocument,
  MyPreferencesDocument,
  MembersDocument,
  MyWorkspacesDocument,
  RegenerateBackupCodesDocument,
  RemoveMemberDocument,
  RevokeApiKeyDocument,
  RevokeInvitationDocument,
  RotatePostbackKeyDocument,
  SwitchWorkspaceDocument,
  TwoFactorStatusDocument,
  UpdateBrandingDocument,
  UpdateMemberDocument,
  UpdateMyPreferencesDocument,
  UpdateWorkspaceDocument,
  WorkspaceBrandingDocument,
} from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Accounts area: authentication, the caller's account, workspaces, members, invitations, API keys, licence, branding. */
export const accountRoutes: FacadeRoute[] = [
  { method: 'POST', path: '/auth/login', operation: LoginDocument, status: 200, summary: 'Log in: email, password and (when 2FA is on) mfa_code → a JWT valid 7 days. 1 request/s per IP, burst 10', tag: 'auth', public: true },

  { method: 'GET', path: '/me', operation: MeDocument, status: 200, summary: 'The current user, the active workspace, role and permissions', tag: 'account' },
  { method: 'PUT', path: '/me/password', operation: ChangePasswordDocument, status: 200, summary: 'Change the password (needs the current one); earlier tokens answer 401 from now. 1/min per account, burst 10', tag: 'account' },
  { method: 'GET', path: '/me/preferences', operation: MyPreferencesDocument, status: 200, summary: "The caller's own preferences in the active workspace (the web app's dashboard layout)", tag: 'account' },
  { method: 'PUT', path: '/me/preferences', operation: UpdateMyPreferencesDocument, status: 200, summary: 'Change the caller\'s preferences: dashboard_layout (block names in order, each once; null resets); omitted fields stay', tag: 'account' },
  { method: 'GET', path: '/me/2fa', operation: TwoFactorStatusDocument, status: 200, summary: 'Whether 2FA is on, and how many backup codes are left', tag: 'account' },
  { method: 'POST', path: '/me/2fa/begin', operation: BeginTwoFactorDocument, status: 200, summary: 'Begin 2FA set-up: a TOTP secret and otpauth URI. 1/min per account, burst 10', tag: 'account' },
  { method: 'POST', path: '/me/2fa/confirm', operation: ConfirmTwoFactorDocument, status: 200, summary: 'Confirm 2FA with a current code; returns ten backup codes (shown once)', tag: 'account' },
  { method: 'POST', path: '/me/2fa/disable', operation: DisableTwoFactorDocument, status: 200, summary: 'Turn 2FA off (needs the password or a code)', tag: 'account' },
  { method: 'POST', path: '/me/2fa/backup-codes', operation: RegenerateBackupCodesDocument, status: 200, summary: 'Replace the backup codes (needs the password or a code)', tag: 'account' },

  { method: 'GET', path: '/license', operation: LicenseDocument, status: 200, summary: 'Licence state (open even when the licence is invalid)', tag: 'license' },

  { method: 'GET', path: '/workspaces', operation: MyWorkspacesDocument, status: 200, summary: 'Workspaces the current user belongs to', tag: 'workspaces' },
  { method: 'POST', path: '/workspaces', operation: CreateWorkspaceDocument, status: 201, summary: 'Create a workspace owned by the current user', tag: 'workspaces' },
  { method: 'POST', path: '/workspaces/:id/switch', operation: SwitchWorkspaceDocument, status: 200, summary: 'A new token bound to another workspace of the user', tag: 'workspaces' },
  { method: 'GET', path: '/workspace', operation: CurrentWorkspaceDocument, status: 200, summary: 'Settings of the active workspace (settings view)', tag: 'workspaces' },
  { method: 'PUT', path: '/workspace', operation: UpdateWorkspaceDocument, status: 200, summary: 'Change settings of the active workspace (settings edit); omitted fields stay', tag: 'workspaces' },
  { method: 'POST', path: '/workspace/postback-key/rotate', operation: RotatePostbackKeyDocument, status: 200, summary: 'Issue a new postback key (settings edit); the old one stops working', tag: 'workspaces' },

  { method: 'GET', path: '/branding', operation: BrandingDocument, status: 200, summary: 'Public login-page branding of the installation. 1 request/s per IP, burst 10', tag: 'branding', public: true },
  { method: 'GET', path: '/branding/:workspace_id', operation: WorkspaceBrandingDocument, status: 200, summary: "Public login-page branding of one workspace. 1 request/s per IP, burst 10", tag: 'branding', public: true },
  { method: 'PUT', path: '/branding', operation: UpdateBrandingDocument, status: 200, summary: "Change the active workspace's branding (owners only)", tag: 'branding' },

  { method: 'GET', path: '/members', operation: MembersDocument, status: 200, summary: 'Members of the active workspace (users view)', tag: 'members' },
  { method: 'PUT', path: '/members/:user_id', operation: UpdateMemberDocument, status: 200, summary: "Change a member's role and/or permissions (users edit)", tag: 'members' },
  { method: 'DELETE', path: '/members/:user_id', operation: RemoveMemberDocument, status: 204, summary: 'Remove a member from the active workspace (users delete)', tag: 'members' },

  { method: 'GET', path: '/invitations', operation: InvitationsDocument, status: 200, summary: 'Invitations of the active workspace (users view)', tag: 'members' },
  { method: 'POST', path: '/invitations', operation: CreateInvitationDocument, status: 201, summary: 'Invite an email address with a role (users edit); the token is shown once. 1 request/s per IP, burst 10', tag: 'members' },
  { method: 'DELETE', path: '/invitations/:id', operation: RevokeInvitationDocument, status: 204, summary: 'Revoke a pending invitation (users edit). 1 request/s per IP, burst 10', tag: 'members' },
  { method: 'POST', path: '/invitations/accept', operation: AcceptInvitationDocument, status: 200, summary: 'Accept an invitation with its token; returns a token bound to the workspace. 1 request/s per IP, burst 10', tag: 'members', public: true },

  { method: 'GET', path: '/api-keys', operation: ApiKeysDocument, status: 200, summary: 'Click API keys of the active workspace, prefix only (settings view)', tag: 'api-keys' },
  { method: 'POST', path: '/api-keys', operation: CreateApiKeyDocument, status: 201, summary: 'Create a Click API key (settings edit); the key is shown once', tag: 'api-keys' },
  { method: 'DELETE', path: '/api-keys/:id', operation: RevokeApiKeyDocument, status: 204, summary: 'Revoke a Click API key (settings delete)', tag: 'api-keys' },
];
