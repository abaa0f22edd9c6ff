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
import { useT } from '../i18n';
import { EnumPhrase } from '../ui/enum-phrase';
import { localDate } from '../ui/format';
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
  const { t } = useT('team');
  const members = useQuery(MembersDocument, { limit: 500 });
  const invitations = useQuery(InvitationsDocument, {});
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
      <h1 id="screen-title">{t('title')}</h1>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <h2>{t('members')}</h2>
      <DataTable
        caption={t('members')}
        data={members.data?.members.items ?? []}
        columns={[
          { id: 'email', header: t('col.email'), accessorFn: (m) => m.user.email },
          {
            accessorKey: 'role',
            header: t('col.role'),
            cell: ({ getValue }) => <EnumPhrase name="role" value={getValue()} />,
          },
          {
            id: '2fa',
            header: t('col.twoFactor'),
            accessorFn: (m) => m.user.two_factor_enabled,
            cell: ({ getValue }) => (getValue() ? t('twoFactorOn') : t('twoFactorOff')),
          },
          {
            id: 'actions',
            header: t('col.actions'),
            cell: ({ row }) => (
              <span className="row-actions">
                <button type="button" className="secondary" onClick={() => setEditing(row.original.user.id)}>
                  {t('permissions')}
                </button>
                <ConfirmButton
                  question={t('removeQuestion', { email: row.original.user.email })}
                  onConfirm={attempt(
                    () => run(RemoveMemberDocument, { user_id: row.original.user.id }),
                    members.reload,
                  )}
                >
                  {t('remove')}
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

      <h2>{t('invitations')}</h2>
      <InviteForm onDone={invitations.reload} />
      <DataTable
        caption={t('invitations')}
        empty={t('noInvitations')}
        data={invitations.data?.invitations ?? []}
        columns={[
          { accessorKey: 'email', header: t('col.email') },
          {
            accessorKey: 'role',
            header: t('col.role'),
            cell: ({ getValue }) => <EnumPhrase name="role" value={getValue()} />,
          },
          {
            accessorKey: 'status',
            header: t('col.status'),
            cell: ({ getValue }) => <EnumPhrase name="invitationStatus" value={getValue()} />,
          },
          { accessorKey: 'expires_at', header: t('col.expires'), cell: ({ getValue }) => localDate(getValue(), true) },
          {
            id: 'actions',
            header: t('col.actions'),
            cell: ({ row }) =>
              row.original.status === 'pending' ? (
                <ConfirmButton
                  question={t('revokeInvitationQuestion', { email: row.original.email })}
                  onConfirm={attempt(() => run(RevokeInvitationDocument, { id: row.original.id }), invitations.reload)}
                >
                  {t('revoke')}
                </ConfirmButton>
              ) : null,
          },
        ]}
      />

      <ApiKeys />
    </section>
  );
}

/** The workspace's API keys: create one (shown once), list, revoke. */
function ApiKeys() {
  const { t } = useT('team');
  const keys = useQuery(ApiKeysDocument, {});
  const [error, setError] = useState<string | null>(null);
  const revoke = (id: string) => () =>
    run(RevokeApiKeyDocument, { id }).then(
      () => {
        setError(null);
        keys.reload();
      },
      (e) => setError(messageOf(e)),
    );
  return (
    <>
      <h2>{t('apiKeys')}</h2>
      <ApiKeyForm onDone={keys.reload} />
      <DataTable
        caption={t('apiKeys')}
        empty={t('noKeys')}
        data={keys.data?.api_keys ?? []}
        columns={[
          { accessorKey: 'name', header: t('col.name') },
          { accessorKey: 'prefix', header: t('col.prefix') },
          {
            id: 'scopes',
            header: t('col.scopes'),
            accessorFn: (k) => k.scopes.join(', '),
            cell: ({ row }) =>
              row.original.scopes.map((s) => t(`enums:apiKeyScope.${s}`, { defaultValue: s })).join(', '),
          },
          {
            accessorKey: 'last_used_at',
            header: t('col.lastUsed'),
            cell: ({ getValue }) => (getValue() ? localDate(getValue(), true) : t('neverUsed')),
          },
          {
            id: 'state',
            header: t('col.state'),
            accessorFn: (k) => (k.revoked_at ? 'revoked' : 'active'),
            cell: ({ getValue }) => (getValue() === 'revoked' ? t('keyRevoked') : t('keyActive')),
          },
          {
            id: 'actions',
            header: t('col.actions'),
            cell: ({ row }) =>
              row.original.revoked_at ? null : (
                <ConfirmButton
                  question={t('revokeKeyQuestion', { name: row.original.name })}
                  onConfirm={revoke(row.original.id)}
                >
                  {t('revoke')}
                </ConfirmButton>
              ),
          },
        ]}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function PermissionGrid({
  value,
  onChange,
}: {
  value: EntityPermissionFieldsFragment[];
  onChange: (v: EntityPermissionFieldsFragment[]) => void;
}) {
  const { t } = useT('team');
  const of = (kind: EntityKind) =>
    value.find((p) => p.kind === kind) ?? { kind, view: false, edit: false, delete: false };
  const toggle = (kind: EntityKind, right: 'view' | 'edit' | 'delete', on: boolean) =>
    onChange([...value.filter((p) => p.kind !== kind), { ...of(kind), [right]: on }]);
  return (
    <table className="data compact">
      <caption>{t('grid.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('grid.kind')}</th>
          <th scope="col">{t('grid.view')}</th>
          <th scope="col">{t('grid.edit')}</th>
          <th scope="col">{t('grid.delete')}</th>
        </tr>
      </thead>
      <tbody>
        {KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row" title={kind}>
              {t(`kind.${kind}`)}
            </th>
            {(['view', 'edit', 'delete'] as const).map((right) => (
              <td key={right}>
                <input
                  type="checkbox"
                  aria-label={t('grid.cell', { kind: t(`kind.${kind}`), right: t(`grid.${right}`) })}
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
  const { t } = useT('team');
  const form = useForm({ role: member.role }, ['role', 'permissions']);
  const [permissions, setPermissions] = useState(member.permissions);
  return (
    <form
      className="card"
      aria-label={t('memberForm', { email: member.user.email })}
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
      <Fields
        specs={[{ name: 'role', label: t('col.role'), kind: 'select', enum: 'role', options: ROLES, required: true }]}
        form={form}
      />
      <PermissionGrid value={permissions} onChange={setPermissions} />
      <FormErrors errors={form.formErrors} />
      <div className="actions">
        <button type="submit" disabled={form.busy}>
          {t('saveMember')}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useT('team');
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
          { name: 'email', label: t('inviteEmail'), required: true },
          { name: 'role', label: t('col.role'), kind: 'select', enum: 'role', options: ROLES, required: true },
        ]}
        form={form}
      />
      <button type="submit" disabled={form.busy}>
        {t('invite')}
      </button>
      <FormErrors errors={form.formErrors} />
      {token && (
        <p className="shown-once" role="status">
          {t('inviteToken')} <code>{token}</code> <CopyButton text={token} />
        </p>
      )}
    </form>
  );
}

function ApiKeyForm({ onDone }: { onDone: () => void }) {
  const { t } = useT('team');
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
          { name: 'name', label: t('keyName'), required: true },
          { name: 'read', label: t('scopeRead'), kind: 'checkbox' },
          { name: 'write', label: t('scopeWrite'), kind: 'checkbox' },
        ]}
        form={form}
      />
      <button type="submit" disabled={form.busy}>
        {t('createKey')}
      </button>
      <FormErrors errors={form.formErrors} />
      {key && (
        <p className="shown-once" role="status">
          {t('newKey')} <code data-testid="new-api-key">{key}</code> <CopyButton text={key} />
        </p>
      )}
    </form>
  );
}
