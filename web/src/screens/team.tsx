import { useState } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  CreateInvitationDocument,
  InvitationsDocument,
  MembersDocument,
  RemoveMemberDocument,
  RevokeApiKeyDocument,
  RevokeInvitationDocument,
  UpdateMemberDocument,
  type ApiKeyScope,
  type EntityKind,
  type EntityPermissionFieldsFragment,
  type Role,
} from '../generated/graphql';
import { ConfirmButton, CopyButton } from '../ui/buttons';
import { Fields, FormErrors, useForm } from '../ui/form';
import { DataTable } from '../ui/table';

const ROLES: Role[] = ['owner', 'admin', 'manager', 'analyst', 'viewer'];
const KINDS: EntityKind[] = [
  'campaigns',
  'flows',
  'landings',
  'offers',
  'sources',
  'affiliate_networks',
  'reports',
  'logs',
  'webhooks',
  'settings',
  'users',
];

/** Members (role, per-entity permissions), invitations and API keys of the active workspace. */
export function TeamScreen() {
  const members = useQuery(MembersDocument, { limit: 500 });
  const invitations = useQuery(InvitationsDocument, {});
  const keys = useQuery(ApiKeysDocument, {});
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const attempt = (action: () => Promise<unknown>, after: () => void) => () =>
    action().then(
      () => {
        setError(null);
        after();
      },
      (e) => setError(messageOf(e)),
    );

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">Team and API keys</h1>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <h2>Members</h2>
      <DataTable
        caption="Members"
        data={members.data?.members.items ?? []}
        columns={[
          { id: 'email', header: 'E-mail', accessorFn: (m) => m.user.email },
          { accessorKey: 'role', header: 'Role' },
          { id: '2fa', header: '2FA', accessorFn: (m) => (m.user.two_factor_enabled ? 'on' : 'off') },
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) => (
              <span className="row-actions">
                <button type="button" className="secondary" onClick={() => setEditing(row.original.user.id)}>
                  Permissions
                </button>
                <ConfirmButton
                  question={`Remove ${row.original.user.email} from this workspace?`}
                  onConfirm={attempt(
                    () => run(RemoveMemberDocument, { user_id: row.original.user.id }),
                    members.reload,
                  )}
                >
                  Remove
                </ConfirmButton>
              </span>
            ),
          },
        ]}
      />
      {editing && members.data && (
        <MemberEditor
          key={editing}
          member={members.data.members.items.find((m) => m.user.id === editing)!}
          onDone={() => {
            setEditing(null);
            members.reload();
          }}
        />
      )}

      <h2>Invitations</h2>
      <InviteForm onDone={invitations.reload} />
      <DataTable
        caption="Invitations"
        data={invitations.data?.invitations ?? []}
        columns={[
          { accessorKey: 'email', header: 'E-mail' },
          { accessorKey: 'role', header: 'Role' },
          { accessorKey: 'status', header: 'Status' },
          { accessorKey: 'expires_at', header: 'Expires' },
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) =>
              row.original.status === 'pending' ? (
                <ConfirmButton
                  question={`Revoke the invitation of ${row.original.email}?`}
                  onConfirm={attempt(() => run(RevokeInvitationDocument, { id: row.original.id }), invitations.reload)}
                >
                  Revoke
                </ConfirmButton>
              ) : null,
          },
        ]}
      />

      <h2>API keys</h2>
      <ApiKeyForm onDone={keys.reload} />
      <DataTable
        caption="API keys"
        data={keys.data?.api_keys ?? []}
        columns={[
          { accessorKey: 'name', header: 'Name' },
          { accessorKey: 'prefix', header: 'Prefix' },
          { id: 'scopes', header: 'Scopes', accessorFn: (k) => k.scopes.join(', ') },
          { accessorKey: 'last_used_at', header: 'Last used' },
          { id: 'state', header: 'State', accessorFn: (k) => (k.revoked_at ? 'revoked' : 'active') },
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) =>
              row.original.revoked_at ? null : (
                <ConfirmButton
                  question={`Revoke the API key "${row.original.name}"? Clients using it stop working.`}
                  onConfirm={attempt(() => run(RevokeApiKeyDocument, { id: row.original.id }), keys.reload)}
                >
                  Revoke
                </ConfirmButton>
              ),
          },
        ]}
      />
    </section>
  );
}

function PermissionGrid({
  value,
  onChange,
}: {
  value: EntityPermissionFieldsFragment[];
  onChange: (v: EntityPermissionFieldsFragment[]) => void;
}) {
  const of = (kind: EntityKind) =>
    value.find((p) => p.kind === kind) ?? { kind, view: false, edit: false, delete: false };
  const toggle = (kind: EntityKind, right: 'view' | 'edit' | 'delete', on: boolean) =>
    onChange([...value.filter((p) => p.kind !== kind), { ...of(kind), [right]: on }]);
  return (
    <table className="data compact">
      <caption>Per-entity permissions (on top of the role)</caption>
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">View</th>
          <th scope="col">Edit</th>
          <th scope="col">Delete</th>
        </tr>
      </thead>
      <tbody>
        {KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row">{kind}</th>
            {(['view', 'edit', 'delete'] as const).map((right) => (
              <td key={right}>
                <input
                  type="checkbox"
                  aria-label={`${kind} ${right}`}
                  checked={of(kind)[right]}
                  onChange={(e) => toggle(kind, right, e.target.checked)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MemberEditor({
  member,
  onDone,
}: {
  member: { user: { id: string; email: string }; role: Role; permissions: EntityPermissionFieldsFragment[] };
  onDone: () => void;
}) {
  const form = useForm({ role: member.role }, ['role', 'permissions']);
  const [permissions, setPermissions] = useState(member.permissions);
  return (
    <form
      className="card"
      aria-label={`Role and permissions of ${member.user.email}`}
      onSubmit={form.submit(async (v) => {
        await run(UpdateMemberDocument, {
          user_id: member.user.id,
          input: {
            role: v.role as Role,
            permissions: permissions.map(({ kind, view, edit, delete: del }) => ({ kind, view, edit, delete: del })),
          },
        });
        onDone();
      })}
    >
      <h3>{member.user.email}</h3>
      <Fields specs={[{ name: 'role', label: 'Role', kind: 'select', options: ROLES, required: true }]} form={form} />
      <PermissionGrid value={permissions} onChange={setPermissions} />
      <FormErrors errors={form.formErrors} />
      <div className="actions">
        <button type="submit" disabled={form.busy}>
          Save member
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const form = useForm({ email: '', role: 'viewer' }, ['email', 'role']);
  const [token, setToken] = useState<string | null>(null);
  return (
    <form
      className="inline-form"
      onSubmit={form.submit(async (v) => {
        const { create_invitation } = await run(CreateInvitationDocument, {
          input: { email: String(v.email), role: v.role as Role },
        });
        setToken(create_invitation.token);
        form.setValues({ email: '', role: 'viewer' });
        onDone();
      })}
    >
      <Fields
        specs={[
          { name: 'email', label: 'Invite e-mail', required: true },
          { name: 'role', label: 'Role', kind: 'select', options: ROLES, required: true },
        ]}
        form={form}
      />
      <button type="submit" disabled={form.busy}>
        Invite
      </button>
      <FormErrors errors={form.formErrors} />
      {token && (
        <p className="shown-once" role="status">
          Invitation token (shown once; send it to the person): <code>{token}</code> <CopyButton text={token} />
        </p>
      )}
    </form>
  );
}

function ApiKeyForm({ onDone }: { onDone: () => void }) {
  const form = useForm({ name: '', read: true, write: true }, ['name', 'scopes']);
  const [key, setKey] = useState<string | null>(null);
  return (
    <form
      className="inline-form"
      onSubmit={form.submit(async (v) => {
        const scopes = (['read', 'write'] as ApiKeyScope[]).filter((s) => v[s] === true);
        const { create_api_key } = await run(CreateApiKeyDocument, { input: { name: String(v.name), scopes } });
        setKey(create_api_key.key);
        form.setValues({ name: '', read: true, write: true });
        onDone();
      })}
    >
      <Fields
        specs={[
          { name: 'name', label: 'Key name', required: true },
          { name: 'read', label: 'read', kind: 'checkbox' },
          { name: 'write', label: 'write (Click API)', kind: 'checkbox' },
        ]}
        form={form}
      />
      <button type="submit" disabled={form.busy}>
        Create API key
      </button>
      <FormErrors errors={form.formErrors} />
      {key && (
        <p className="shown-once" role="status">
          New key (shown once): <code data-testid="new-api-key">{key}</code> <CopyButton text={key} />
        </p>
      )}
    </form>
  );
}
