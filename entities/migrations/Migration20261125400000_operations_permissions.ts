import { Migration } from '@mikro-orm/migrations';

/**
 * The `simulator` and `import` permission kinds (docs/permissions.md): memberships and pending
 * invitations made before them get their role's defaults, as new ones do from
 * services/accounts/roles.ts. Customised sets keep every other kind as it was.
 */
const DEFAULTS: Record<string, string[]> = {
  owner: ['simulator.view', 'simulator.edit', 'simulator.delete', 'import.view', 'import.edit', 'import.delete'],
  admin: ['simulator.view', 'simulator.edit', 'simulator.delete', 'import.view', 'import.edit', 'import.delete'],
  manager: ['simulator.view', 'simulator.edit', 'simulator.delete', 'import.view', 'import.edit'],
};

export class Migration20261125400000_operations_permissions extends Migration {
  override async up(): Promise<void> {
    for (const table of ['memberships', 'invitations']) {
      for (const [role, permissions] of Object.entries(DEFAULTS)) {
        const list = permissions.map((p) => `'${p}'`).join(', ');
        this.addSql(
          `update ${table} set permissions = array(select distinct unnest(permissions || array[${list}]::text[]) order by 1)
             where role = '${role}' and not permissions && array[${list}]::text[]`,
        );
      }
    }
  }

  override async down(): Promise<void> {
    for (const table of ['memberships', 'invitations']) {
      this.addSql(
        `update ${table} set permissions = array(select p from unnest(permissions) p where p not like
          'simulator.%' and p not like 'import.%')`,
      );
    }
  }
}
