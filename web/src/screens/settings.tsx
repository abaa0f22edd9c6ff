import { useState } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { setSession } from '../api/session';
import {
  BrandingDocument,
  CreateWorkspaceDocument,
  CurrentWorkspaceDocument,
  MyWorkspacesDocument,
  RotatePostbackKeyDocument,
  SwitchWorkspaceDocument,
  UpdateBrandingDocument,
  UpdateWorkspaceDocument,
} from '../generated/graphql';
import { ConfirmButton, CopyButton } from '../ui/buttons';
import { toast } from '../ui/toast';
import { Fields, FormErrors, inputOf, useForm, valuesOf, type FieldSpec } from '../ui/form';
import { DataTable } from '../ui/table';
import { MessengerAlerts } from './alerts';

const WORKSPACE_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Workspace name', required: true },
  { name: 'base_currency', label: 'Base currency', help: 'ISO 4217, e.g. USD' },
  {
    name: 'time_zone',
    label: 'Time zone',
    kind: 'picker',
    required: true,
    load: timeZoneOptions,
    help: 'Days and hours of reports, periods and schedules are in this zone',
  },
  {
    name: 'traffic_log_sample',
    label: 'Traffic log sample (traced clicks per 100)',
    kind: 'number',
    help: '0 to 100: the share of clicks whose routing trace is kept',
  },
  {
    name: 'show_simulated_traffic',
    label: 'Show simulated traffic in reports and logs (simulation switch)',
    kind: 'checkbox',
  },
];
/** The IANA time zones the browser knows, by name (UTC first). */
async function timeZoneOptions() {
  const zones =
    (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')].map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
}

const BRANDING_FIELDS: FieldSpec[] = [
  { name: 'product_name', label: 'Product name' },
  { name: 'logo_url', label: 'Logo URL (https)', kind: 'url' },
  { name: 'primary_color', label: 'Primary colour (#rrggbb)' },
  { name: 'background_color', label: 'Background colour (#rrggbb)' },
];

/** Workspace settings (traffic_log_sample, simulation switch, postback key), branding and messenger alerts. */
export function SettingsScreen({
  onBrandingChange,
  onWorkspaceChange,
}: {
  onBrandingChange: () => void;
  onWorkspaceChange?: () => void;
}) {
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const branding = useQuery(BrandingDocument, {});
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">Settings</h1>
      <div className="cards">
        {workspace.data && (
          <WorkspaceForm
            key={workspace.data.workspace.id + workspace.data.workspace.name}
            workspace={workspace.data.workspace}
            onSaved={() => {
              workspace.reload();
              onWorkspaceChange?.();
            }}
          />
        )}
        {branding.data && (
          <BrandingForm
            branding={branding.data.branding}
            onSaved={() => {
              branding.reload();
              onBrandingChange();
            }}
          />
        )}
        <MessengerAlerts />
      </div>
    </section>
  );
}

function WorkspaceForm({
  workspace,
  onSaved,
}: {
  workspace: Record<string, unknown> & { postback_key: string | null };
  onSaved: () => void;
}) {
  const initial = valuesOf(WORKSPACE_FIELDS, workspace);
  const form = useForm(
    initial,
    WORKSPACE_FIELDS.map((f) => f.name),
  );
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const postbackUrl = `${window.location.origin}/${workspace.postback_key}/postback?subid={subid}&status={status}&payout={payout}`;
  return (
    <form
      className="card"
      aria-label="Workspace settings"
      onSubmit={form.submit(async (values) => {
        await run(UpdateWorkspaceDocument, { input: inputOf(WORKSPACE_FIELDS, values, initial) });
        setSaved(true);
        toast('Settings saved');
        onSaved();
      })}
    >
      <h2>Workspace</h2>
      <Fields specs={WORKSPACE_FIELDS} form={form} />
      <FormErrors errors={form.formErrors} />
      {saved && <p role="status">Saved.</p>}
      <button type="submit" disabled={form.busy}>
        Save settings
      </button>
      <h3>Postback URL for affiliate networks</h3>
      <p>
        <output className="url" data-testid="settings-postback-url">
          {postbackUrl}
        </output>{' '}
        <CopyButton text={postbackUrl} label="Copy postback URL" />
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmButton
        question="Rotate the postback key? Partners using the old postback URL will be refused."
        onConfirm={() => run(RotatePostbackKeyDocument, {}).then(onSaved, (e) => setError(messageOf(e)))}
      >
        Rotate postback key
      </ConfirmButton>
    </form>
  );
}

function BrandingForm({ branding, onSaved }: { branding: Record<string, unknown>; onSaved: () => void }) {
  const initial = valuesOf(BRANDING_FIELDS, branding);
  const form = useForm(
    initial,
    BRANDING_FIELDS.map((f) => f.name),
  );
  return (
    <form
      className="card"
      aria-label="Branding"
      onSubmit={form.submit(async (values) => {
        await run(UpdateBrandingDocument, { input: inputOf(BRANDING_FIELDS, values, initial) });
        onSaved();
      })}
    >
      <h2>Branding</h2>
      <Fields specs={BRANDING_FIELDS} form={form} />
      <FormErrors errors={form.formErrors} />
      <button type="submit" disabled={form.busy}>
        Save branding
      </button>
    </form>
  );
}

/** The caller's workspaces: switch (a new token for that workspace) or create one. */
export function WorkspacesScreen() {
  const list = useQuery(MyWorkspacesDocument, {});
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ name: '' }, ['name']);
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">Workspaces</h1>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DataTable
        caption="Workspaces"
        data={list.data?.my_workspaces ?? []}
        columns={[
          { id: 'name', header: 'Name', accessorFn: (w) => w.workspace.name },
          { accessorKey: 'role', header: 'Your role' },
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) =>
              row.original.active ? (
                <strong>active</strong>
              ) : (
                <button
                  type="button"
                  onClick={() =>
                    run(SwitchWorkspaceDocument, { id: row.original.workspace.id }).then(
                      ({ switch_workspace: t }) =>
                        setSession({ token: t.token, expires_at: t.expires_at, workspace_id: t.workspace_id }),
                      (e) => setError(messageOf(e)),
                    )
                  }
                >
                  Switch to {row.original.workspace.name}
                </button>
              ),
          },
        ]}
      />
      <form
        className="inline-form"
        onSubmit={form.submit(async (v) => {
          await run(CreateWorkspaceDocument, { input: { name: String(v.name) } as never });
          form.setValues({ name: '' });
          list.reload();
        })}
      >
        <Fields specs={[{ name: 'name', label: 'New workspace name', required: true }]} form={form} />
        <button type="submit" disabled={form.busy}>
          Create workspace
        </button>
        <FormErrors errors={form.formErrors} />
      </form>
    </section>
  );
}
