import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useT } from '../i18n';
import { LanguageSelect, ThemeSelect } from '../shell/preferences';
import { REVENUE_BASES, setRevenueBasis } from '../ui/revenue-basis';
import { MessengerAlerts } from './alerts';
import { ImportedPostbackKey } from './settings-postback-key';

/** The workspace form's fields, in the user's language. */
const workspaceFields = (t: TFunction): FieldSpec[] => [
  { name: 'name', label: t('workspace.name'), required: true },
  { name: 'base_currency', label: t('workspace.currency'), help: t('workspace.currencyHelp') },
  {
    name: 'time_zone',
    label: t('workspace.timeZone'),
    kind: 'picker',
    required: true,
    load: timeZoneOptions,
    help: t('workspace.timeZoneHelp'),
  },
  {
    name: 'traffic_log_sample',
    label: t('workspace.sample'),
    kind: 'number',
    help: t('workspace.sampleHelp'),
  },
  { name: 'show_simulated_traffic', label: t('workspace.simulated'), kind: 'checkbox' },
  {
    name: 'revenue_basis',
    label: t('revenueBasis:label'),
    kind: 'select',
    required: true,
    options: REVENUE_BASES.map((basis) => ({ value: basis, label: t(`revenueBasis:option.${basis}`) })),
  },
];
/** The IANA time zones the browser knows, by name (UTC first). */
async function timeZoneOptions() {
  const zones =
    (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')].map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
}

const brandingFields = (t: TFunction): FieldSpec[] => [
  { name: 'product_name', label: t('branding.product') },
  { name: 'logo_url', label: t('branding.logo'), kind: 'url' },
  { name: 'primary_color', label: t('branding.primary') },
  { name: 'background_color', label: t('branding.background') },
];

/**
 * Workspace settings (traffic_log_sample, simulation switch, what revenue counts, postback key, a previous
 * tracker's postback key), branding and messenger alerts.
 */
export function SettingsScreen({
  onBrandingChange,
  onWorkspaceChange,
}: {
  onBrandingChange: () => void;
  onWorkspaceChange?: () => void;
}) {
  const { t } = useT('settings');
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const branding = useQuery(BrandingDocument, {});
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('nav.settings')}</h1>
      <div className="cards">
        <section className="card" aria-labelledby="my-preferences">
          <h2 id="my-preferences">{t('mine.title')}</h2>
          <p className="muted">{t('mine.help')}</p>
          <p>
            <LanguageSelect />
          </p>
          <p>
            <ThemeSelect />
          </p>
        </section>
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
        {workspace.data && <ImportedPostbackKey workspace={workspace.data.workspace} onSaved={workspace.reload} />}
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
  const { t } = useTranslation(['settings', 'revenueBasis', 'common']);
  const base = workspaceFields(t);
  const initial = valuesOf(base, workspace);
  const form = useForm(
    initial,
    base.map((f) => f.name),
  );
  // The revenue setting says what the chosen value counts, as it is chosen.
  const fields = base.map((f) =>
    f.name === 'revenue_basis' ? { ...f, help: t(`revenueBasis:explain.${form.values.revenue_basis}`) } : f,
  );
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const postbackUrl = `${window.location.origin}/${workspace.postback_key}/postback?subid={subid}&status={status}&payout={payout}`;
  return (
    <form
      className="card"
      aria-label={t('workspace.formLabel')}
      onSubmit={form.submit(async (values) => {
        await run(UpdateWorkspaceDocument, { input: inputOf(fields, values, initial) });
        setRevenueBasis(String(values.revenue_basis));
        setSaved(true);
        toast(t('workspace.savedToast'));
        onSaved();
      })}
    >
      <h2>{t('workspace.title')}</h2>
      <Fields specs={fields} form={form} />
      <FormErrors errors={form.formErrors} />
      {saved && <p role="status">{t('workspace.saved')}</p>}
      <button type="submit" disabled={form.busy}>
        {t('workspace.save')}
      </button>
      <h3>{t('workspace.postbackUrl')}</h3>
      <p>
        <output className="url" data-testid="settings-postback-url">
          {postbackUrl}
        </output>{' '}
        <CopyButton text={postbackUrl} label={t('workspace.copyPostback')} />
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmButton
        question={t('workspace.rotateQuestion')}
        onConfirm={() => run(RotatePostbackKeyDocument, {}).then(onSaved, (e) => setError(messageOf(e)))}
      >
        {t('workspace.rotate')}
      </ConfirmButton>
    </form>
  );
}

function BrandingForm({ branding, onSaved }: { branding: Record<string, unknown>; onSaved: () => void }) {
  const { t } = useT('settings');
  const fields = brandingFields(t);
  const initial = valuesOf(fields, branding);
  const form = useForm(
    initial,
    fields.map((f) => f.name),
  );
  return (
    <form
      className="card"
      aria-label={t('branding.title')}
      onSubmit={form.submit(async (values) => {
        await run(UpdateBrandingDocument, { input: inputOf(fields, values, initial) });
        onSaved();
      })}
    >
      <h2>{t('branding.title')}</h2>
      <Fields specs={fields} form={form} />
      <FormErrors errors={form.formErrors} />
      <button type="submit" disabled={form.busy}>
        {t('branding.save')}
      </button>
    </form>
  );
}

/** The caller's workspaces: switch (a new token for that workspace) or create one. */
export function WorkspacesScreen() {
  const { t } = useT('settings');
  const list = useQuery(MyWorkspacesDocument, {});
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ name: '' }, ['name']);
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('nav.workspaces')}</h1>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DataTable
        caption={t('nav.workspaces')}
        data={list.data?.my_workspaces ?? []}
        columns={[
          { id: 'name', header: t('workspaces.name'), accessorFn: (w) => w.workspace.name },
          {
            accessorKey: 'role',
            header: t('workspaces.role'),
            cell: ({ getValue }) => <span title={getValue()}>{t(`enums:role.${getValue()}`)}</span>,
          },
          {
            id: 'actions',
            header: t('entity.actions'),
            cell: ({ row }) =>
              row.original.active ? (
                <strong>{t('workspaces.active')}</strong>
              ) : (
                <button
                  type="button"
                  onClick={() =>
                    run(SwitchWorkspaceDocument, { id: row.original.workspace.id }).then(
                      ({ switch_workspace: s }) =>
                        setSession({ token: s.token, expires_at: s.expires_at, workspace_id: s.workspace_id }),
                      (e) => setError(messageOf(e)),
                    )
                  }
                >
                  {t('workspaces.switch', { name: row.original.workspace.name })}
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
        <Fields specs={[{ name: 'name', label: t('workspaces.newName'), required: true }]} form={form} />
        <button type="submit" disabled={form.busy}>
          {t('workspaces.create')}
        </button>
        <FormErrors errors={form.formErrors} />
      </form>
    </section>
  );
}
