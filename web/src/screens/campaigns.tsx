import { Switch } from '@mantine/core';
import { useMemo, useState } from 'react';
import { messageOf } from '../api/errors';
import { Link, useParams } from 'react-router';
import { run, useQuery } from '../api/hooks';
import { sourceOptions } from '../api/options';
import {
  ArchiveCampaignDocument,
  BulkCampaignsDocument,
  CloneCampaignDocument,
  CreateCampaignDocument,
  CurrentWorkspaceDocument,
  DeleteCampaignDocument,
  GetCampaignDocument,
  ListCampaignsDocument,
  ListTrafficSourcesDocument,
  RestoreCampaignDocument,
  RotateCampaignTokenDocument,
  UpdateCampaignDocument,
  type CampaignFieldsFragment,
  type GroupKind,
} from '../generated/graphql';
import { ConfirmButton, CopyButton } from '../ui/buttons';
import { EntityScreen, type EntityConfig } from '../ui/entity-screen';
import { SearchBox } from '../ui/search-box';
import { ColumnPicker, useColumnChoice } from '../ui/column-picker';
import { STAT_HEADERS, STAT_METRICS, statColumns, useEntityStats } from '../ui/stats';
import { toast, toastError } from '../ui/toast';
import type { FieldSpec } from '../ui/form';
import { FlowsPanel } from './flows';
import { CampaignCopyLink, DomainSelect, onDomain, useCampaignDomains } from './link-domain';

export const CAMPAIGN_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'alias', label: 'Alias (link path; empty: generated)' },
  {
    name: 'source_id',
    label: 'Traffic source',
    kind: 'picker',
    load: sourceOptions,
    emptyHint: 'No sources yet: add one under Sources',
  },
  { name: 'state', label: 'State', kind: 'select', options: ['active', 'paused'] },
  {
    name: 'flow_rotation',
    label: 'Regular flows chosen by',
    kind: 'select',
    options: ['weight', 'position', 'disabled'],
  },
  { name: 'cost_model', label: 'Cost model', kind: 'select', options: ['none', 'cpc', 'cpm', 'cpa', 'revshare'] },
  { name: 'cost_value', label: 'Cost value', kind: 'decimal' },
  { name: 'cost_currency', label: 'Cost currency', placeholder: 'USD' },
  { name: 'uniqueness_period_hours', label: 'Uniqueness period (hours)', kind: 'number' },
  { name: 'uniqueness_scope', label: 'Uniqueness scope', kind: 'select', options: ['campaign', 'workspace'] },
  { name: 'bot_action', label: 'Bots', kind: 'select', options: ['route', 'do_nothing', 'redirect'] },
  { name: 'bot_redirect_url', label: 'Bot redirect URL', kind: 'url' },
  { name: 'domains_only', label: 'Only on its domains (404 elsewhere)', kind: 'checkbox' },
  { name: 'tags', label: 'Tags (comma-separated)', kind: 'tags' },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
];

const campaigns: EntityConfig<CampaignFieldsFragment> = {
  title: 'Campaigns',
  singular: 'campaign',
  label: (c) => c.name,
  fields: CAMPAIGN_FIELDS,
  list: async (archived) =>
    (await run(ListCampaignsDocument, { limit: 500, archived: archived ? 'true' : 'false' })).campaigns.items,
  ops: {
    clone: async (id) => (await run(CloneCampaignDocument, { id })).clone_campaign,
    archive: (id) => run(ArchiveCampaignDocument, { id }),
    restore: (id) => run(RestoreCampaignDocument, { id }),
    bulk: async (input) => (await run(BulkCampaignsDocument, { input })).bulk_campaigns,
    onOff: true,
    groups: 'campaigns' as GroupKind,
  },
  create: async (input) => (await run(CreateCampaignDocument, { input })).create_campaign,
  update: async (id, input) => (await run(UpdateCampaignDocument, { id, input })).update_campaign,
  remove: (id) => run(DeleteCampaignDocument, { id }),
  columns: [
    {
      accessorKey: 'name',
      header: 'Name',
      // The alias and the link's copy button under the name: one column, so the list fits the screen.
      cell: ({ row }) => (
        <>
          <Link to={`/campaigns/${row.original.id}`}>{row.original.name}</Link>
          <div className="sub-line">
            <code>/{row.original.alias}</code> <CampaignCopyLink campaign={row.original} />
          </div>
        </>
      ),
    },
  ],
  empty: 'No campaigns yet — create one with "New campaign", then add a flow and send your first click to its link.',
  details: (c) => (
    <p>
      <Link to={`/campaigns/${c.id}`}>Flows, link builder and postback URL →</Link>
    </p>
  ),
};

/** The campaign list as the working report: statistics of the period, search, on/off switch. */
export function CampaignsScreen() {
  const stats = useEntityStats('campaign');
  const choice = useColumnChoice('campaigns', STAT_METRICS);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  return (
    <EntityScreen
      config={campaigns}
      extras={{
        toolbar: (
          <>
            <SearchBox label="Search campaigns" value={search} onChange={setSearch} />
            <ColumnPicker columns={STAT_HEADERS} shown={choice.shown} onChange={choice.setShown} />
          </>
        ),
        filter: (c) => !needle || c.name.toLowerCase().includes(needle) || c.alias.toLowerCase().includes(needle),
        columns: (reload) => [
          {
            id: 'on',
            header: 'On',
            accessorFn: (c) => c.state,
            cell: ({ row }) => <StateSwitch campaign={row.original} onChanged={reload} />,
          },
          ...statColumns<CampaignFieldsFragment>(stats, choice.shown),
        ],
        onChange: stats.reload,
        revision: stats.revision,
      }}
    />
  );
}

/** On/off: a campaign switched off answers its visitors as the workspace's campaign_off says. */
function StateSwitch({ campaign, onChanged }: { campaign: CampaignFieldsFragment; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      aria-label={`${campaign.name} on`}
      checked={campaign.state === 'active'}
      disabled={busy}
      onChange={async (e) => {
        const state = e.currentTarget.checked ? 'active' : 'paused';
        setBusy(true);
        try {
          await run(UpdateCampaignDocument, { id: campaign.id, input: { state } });
          toast(`Campaign "${campaign.name}" ${state === 'active' ? 'switched on' : 'switched off'}`);
          onChanged();
        } catch (error) {
          toastError(messageOf(error));
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

const SUB_IDS = [1, 2, 3, 4, 5];

/** One campaign: its tracking-link builder, the workspace's postback URL and its flows. */
export function CampaignScreen() {
  const { id = '' } = useParams();
  const campaign = useQuery(GetCampaignDocument, { id });
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const sources = useQuery(ListTrafficSourcesDocument, { limit: 500 });
  const [params, setParams] = useState<Record<string, string>>({});
  const [chosenDomain, setChosenDomain] = useState<string | null>(null);
  const c = campaign.data?.campaign;
  const domains = useCampaignDomains(c?.id);
  // A campaign limited to its domains has no link on the main address.
  const domainBase = chosenDomain ?? (c?.domains_only ? (domains[0]?.base_url ?? null) : null);
  const source = sources.data?.traffic_sources.items.find((s) => s.id === c?.source_id);

  const link = useMemo(() => {
    if (!c) return '';
    const url = new URL(c.tracking_url);
    for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
    // Macros stay readable ({zoneid}), as sources expect them.
    return onDomain(decodeURI(url.toString()), domainBase);
  }, [c, params, domainBase]);
  const postback =
    c && workspace.data?.workspace.postback_key
      ? `${new URL(c.tracking_url).origin}/${workspace.data.workspace.postback_key}/postback?subid={subid}&status={status}&payout={payout}`
      : '';

  if (!c) return <p>{campaign.loading ? 'Loading…' : 'Campaign not found.'}</p>;
  const mapped = source?.sub_id_parameters ?? [];
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">Campaign: {c.name}</h1>
        <Link to="/campaigns">All campaigns</Link>
      </header>
      <div className="cards">
        <div className="card">
          <h2>Tracking link</h2>
          <DomainSelect
            domains={domains}
            value={domainBase ?? ''}
            onChange={(base) => setChosenDomain(base || '')}
            limited={c.domains_only}
          />
          <p>Parameters added to the link (macros of the source, e.g. {'{zoneid}'}):</p>
          <div className="grid-2">
            {(mapped.length
              ? mapped.map((m) => ({
                  key: m.param,
                  label: `${m.param} → sub_id_${m.sub_id}`,
                  placeholder: m.macro ?? '',
                }))
              : SUB_IDS.map((n) => ({ key: `sub_id_${n}`, label: `sub_id_${n}`, placeholder: '' }))
            ).map((p) => (
              <div className="field" key={p.key}>
                <label htmlFor={`param-${p.key}`}>{p.label}</label>
                <input
                  id={`param-${p.key}`}
                  value={params[p.key] ?? ''}
                  placeholder={p.placeholder}
                  onChange={(e) => setParams((v) => ({ ...v, [p.key]: e.target.value }))}
                />
              </div>
            ))}
          </div>
          <p>
            <output data-testid="tracking-link" className="url">
              {link}
            </output>{' '}
            <CopyButton text={link} label="Copy link" />
          </p>
          <h2>Postback URL (this workspace)</h2>
          <p>
            <output data-testid="postback-url" className="url">
              {postback}
            </output>{' '}
            <CopyButton text={postback} label="Copy postback URL" />
          </p>
          <h2>Campaign token (remote execution)</h2>
          <p>
            <code>{c.token}</code>{' '}
            <ConfirmButton
              question="Rotate the campaign token? Remote-execution clients with the old one are refused."
              onConfirm={() => run(RotateCampaignTokenDocument, { id: c.id }).then(campaign.reload)}
            >
              Rotate token
            </ConfirmButton>
          </p>
        </div>
      </div>
      <FlowsPanel campaignId={c.id} />
    </section>
  );
}
