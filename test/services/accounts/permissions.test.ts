import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, randomTestIp, type Session } from '../../support/session';
import { gql } from '../../support/gql';
import { ENTITY_KINDS } from '../../../services/access/require';
import { defaultPermissions, ROLE_MATRIX, ROLES, type Role } from '../../../services/accounts/roles';

const ROOT = join(__dirname, '..', '..', '..', '..');

describe('accounts: the permission matrix', () => {
  let t: TestApp;
  let owner: Session;
  const sessions = {} as Record<Role, Session>;
  before(async () => {
    t = await startTestApp();
    owner = await createSession(t);
    sessions.owner = owner;
    for (const role of ROLES.filter((r) => r !== 'owner'))
      sessions[role] = await createSession(t, { workspace_id: owner.workspace_id, role });
  });
  after(async () => t.close());

  it('docs/permissions.md shows exactly the matrix the code enforces', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'permissions.md'), 'utf8');
    const header = `| Entity kind | ${ROLES.join(' | ')} |`;
    const start = doc.indexOf(header);
    assert.ok(start >= 0, 'matrix header missing');
    const rows = doc
      .slice(start)
      .split('\n')
      .slice(2, 2 + ENTITY_KINDS.length);
    for (const [index, kind] of ENTITY_KINDS.entries()) {
      const cells = rows[index]
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      assert.equal(cells[0], kind);
      ROLES.forEach((role, column) => {
        const expected = ROLE_MATRIX[role][kind].length ? ROLE_MATRIX[role][kind].join(', ') : '—';
        assert.equal(cells[column + 1], expected, `${kind} / ${role}`);
      });
    }
  });

  it('gives each role its default permissions, as /me reports them', async () => {
    for (const role of ROLES) {
      const me = (
        await t.app.inject({ method: 'GET', url: '/admin_api/v1/me', headers: sessions[role].headers })
      ).json();
      assert.equal(me.role, role);
      const names = me.permissions.flatMap((p: any) =>
        (['view', 'edit', 'delete'] as const).filter((a) => p[a]).map((a) => `${p.kind}.${a}`),
      );
      assert.deepEqual(names.sort(), defaultPermissions(role).sort(), role);
    }
  });

  it('enforces the matrix on REST and GraphQL alike', async () => {
    const cases: Array<{
      name: string;
      allowed: Role[];
      rest: (s: Session) => Promise<number>;
      graphql: (s: Session) => Promise<string | undefined>;
    }> = [
      {
        name: 'users.view',
        allowed: ['owner', 'admin', 'manager'],
        rest: async (s) =>
          (await t.app.inject({ method: 'GET', url: '/admin_api/v1/members', headers: s.headers })).statusCode,
        graphql: async (s) =>
          (await gql(t, '{ members { items { role } } }', {}, { headers: s.headers })).errors?.[0].extensions?.code,
      },
      {
        name: 'settings.view',
        allowed: ['owner', 'admin', 'manager', 'analyst'],
        rest: async (s) =>
          (await t.app.inject({ method: 'GET', url: '/admin_api/v1/workspace', headers: s.headers })).statusCode,
        graphql: async (s) =>
          (await gql(t, '{ workspace { id } }', {}, { headers: s.headers })).errors?.[0].extensions?.code,
      },
      {
        name: 'settings.edit',
        allowed: ['owner', 'admin'],
        rest: async (s) =>
          (
            await t.app.inject({
              method: 'PUT',
              url: '/admin_api/v1/workspace',
              headers: s.headers,
              payload: { show_simulated_traffic: false },
            })
          ).statusCode,
        graphql: async (s) =>
          (
            await gql(
              t,
              'mutation { update_workspace(input: { show_simulated_traffic: false }) { id } }',
              {},
              { headers: s.headers },
            )
          ).errors?.[0].extensions?.code,
      },
      {
        name: 'users.edit (invite a viewer)',
        allowed: ['owner', 'admin'],
        rest: async (s) =>
          (
            await t.app.inject({
              method: 'POST',
              url: '/admin_api/v1/invitations',
              remoteAddress: randomTestIp(),
              headers: s.headers,
              payload: { email: `p${Math.random()}@example.test`, role: 'viewer' },
            })
          ).statusCode,
        graphql: async (s) =>
          (
            await gql(
              t,
              'mutation($e: String!) { create_invitation(input: { email: $e, role: viewer }) { token } }',
              { e: `g${Math.random()}@example.test` },
              { headers: s.headers, remoteAddress: randomTestIp() },
            )
          ).errors?.[0].extensions?.code,
      },
      {
        name: 'owner only (branding)',
        allowed: ['owner'],
        rest: async (s) =>
          (
            await t.app.inject({
              method: 'PUT',
              url: '/admin_api/v1/branding',
              headers: s.headers,
              payload: { background_color: '#fafafa' },
            })
          ).statusCode,
        graphql: async (s) =>
          (
            await gql(
              t,
              'mutation { update_branding(input: { background_color: "#fafafa" }) { product_name } }',
              {},
              { headers: s.headers },
            )
          ).errors?.[0].extensions?.code,
      },
    ];
    for (const { name, allowed, rest, graphql } of cases) {
      for (const role of ROLES) {
        const status = await rest(sessions[role]);
        const code = await graphql(sessions[role]);
        if (allowed.includes(role)) {
          assert.ok(status >= 200 && status < 300, `${name}: ${role} got ${status}`);
          assert.equal(code, undefined, `${name}: ${role} over GraphQL`);
        } else {
          assert.equal(status, 403, `${name}: ${role}`);
          assert.equal(code, 'FORBIDDEN', `${name}: ${role} over GraphQL`);
        }
      }
    }
  });
});
