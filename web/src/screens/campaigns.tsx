import { Switch } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { sourceOptions } from '../api/options';
import {
  ArchiveCampaignDocument,
  BulkCampaignsDocument,
  CloneCampaignDocument,
  CreateCampaignDocument,
  CurrentWorkspaceDocument,
  DeleteCampaignDocument,
  ListCampaignsDocument,
  RestoreCampaignDocument,
  UpdateCampaignDocument,
  type CampaignFieldsFragment,
  type GroupKind,
} from '../generated/graphql';
import { useT } from '../i18n';
import type { EntityConfig } from '../ui/entity-config';
import { EntityScreen } from '../ui/entity-screen';
import type { FieldSpec } from '../ui/form';
import { SearchBox } from '../ui/search-box';
import { statColumns } from '../ui/stats';
import { useStatsList } from '../ui/stats-screen';
import { toast, toastError } from '../ui/toast';
import type { CostCampaign } from './cost-campaign';
import { CostsModal, UpdateCostsButton } from './cost-update';
import { CampaignCopyLink } from './link-domain';
import { CampaignMoneyFlags } from '../ui/money-mounts';

/** Options of an enum field, each labelled in the user's language (enums.json). */
const options = (t: TFunction, name: string, values: string[]) =>
  values.map((value) => ({ value, label: t(`enums:${name}.${value}`) }));

export function campaignFields(t: TFunction, currency: string): FieldSpec[] {
  return [
    { name: 'name', label: t('fields.name'), required: true },
    { name: 'alias', label: t('fields.alias') },
    {
      name: 'source_id',
      label: t('fields.source'),
      kind: 'picker',
      load: sourceOptions,
      emptyHint: t('fields.noSources'),
    },
    {
      name: 'state',
      label: t('fields.state'),
      kind: 'select',
      options: options(t, 'campaignState', ['active', 'paused']),
    },
    {
      name: 'flow_rotation',
      label: t('fields.flowRotation'),
      kind: 'select',
      options: options(t, 'flowRotation', ['weight', 'position', 'disabled']),
    },
    {
      name: 'cost_model',
      label: t('fields.costModel'),
      kind: 'select',
      options: options(t, 'costModel', ['none', 'cpc', 'cpm', 'cpa', 'revshare']),
    },
    { name: 'cost_value', label: t('fields.costValue'), kind: 'decimal' },
    { name: 'cost_currency', label: t('fields.costCurrency', { currency }), kind: 'currency' },
    { name: 'uniqueness_period_hours', label: t('fields.uniquenessHours'), kind: 'number' },
    {
      name: 'uniqueness_scope',
      label: t('fields.uniquenessScope'),
      kind: 'select',
      options: options(t, 'uniquenessScope', ['campaign', 'workspace']),
    },
    {
      name: 'bot_action',
      label: t('fields.bots'),
      kind: 'select',
      options: options(t, 'botAction', ['route', 'do_nothing', 'redirect']),
    },
    { name: 'bot_redirect_url', label: t('fields.botUrl'), kind: 'url' },
    { name: 'domains_only', label: t('fields.domainsOnly'), kind: 'checkbox' },
    { name: 'tags', label: t('fields.tags'), kind: 'tags' },
    { name: 'notes', label: t('fields.notes'), kind: 'textarea' },
  ];
}

function campaignConfig(t: TFunction, currency: string): EntityConfig<CampaignFieldsFragment> {
  return {
    title: t('title'),
    singular: t('singular'),
    label: (c) => c.name,
    fields: campaignFields(t, currency),
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
        header: t('columns.name'),
        // The alias and the link's copy button under the name: one column, so the list fits the screen.
        cell: ({ row }) => (
          <>
            <Link to={`/campaigns/${row.original.id}`} title={row.original.name} className="campaign-name">
              {row.original.name}
            </Link>
            <div className="sub-line">
              <code>/{row.original.alias}</code> <CampaignCopyLink campaign={row.original} />
            </div>
            <CampaignMoneyFlags campaignId={row.original.id} />
          </>
        ),
      },
    ],
    empty: t('empty'),
    details: (c) => (
      <p>
        <Link to={`/campaigns/${c.id}`}>{t('openPage')}</Link>
      </p>
    ),
  };
}

/** The campaign list as the working report: statistics of the period, search, on/off switch. */
export function CampaignsScreen() {
  const { t, i18n } = useT('campaigns');
  // Catalogues the form and the row menus read, loaded here: a catalogue loading inside a menu's
  // portal would suspend outside the screen's boundary.
  useT('enums');
  useT('costs');
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const currency = workspace.data?.workspace.base_currency ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language gives new labels
  const config = useMemo(() => campaignConfig(t, currency), [t, currency, i18n.language]);
  const { stats, picker, extras } = useStatsList<CampaignFieldsFragment>('campaign');
  const [search, setSearch] = useState('');
  // The cost window lives outside the rows: the list reloads after an update, the window stays.
  const [costFor, setCostFor] = useState<CostCampaign[] | null>(null);
  const needle = search.trim().toLowerCase();
  return (
    <EntityScreen
      config={config}
      extras={{
        ...extras,
        toolbar: (
          <>
            <SearchBox label={t('search')} value={search} onChange={setSearch} />
            {picker}
            <CostsModal campaigns={costFor} onClose={() => setCostFor(null)} onDone={stats.reload} />
          </>
        ),
        filter: (c) => !needle || c.name.toLowerCase().includes(needle) || c.alias.toLowerCase().includes(needle),
        // The archived view keeps its statistics; its campaigns have no on/off switch.
        columns: (reload, archived) => [
          ...(archived
            ? []
            : [
                {
                  id: 'on',
                  header: t('columns.on'),
                  accessorFn: (c: CampaignFieldsFragment) => c.state,
                  cell: ({ row }: { row: { original: CampaignFieldsFragment } }) => (
                    <StateSwitch campaign={row.original} onChanged={reload} />
                  ),
                },
              ]),
          ...statColumns<CampaignFieldsFragment>(stats),
        ],
        more: (c) => <UpdateCostsButton campaigns={[c]} onOpen={setCostFor} />,
        bulk: (selected) => <UpdateCostsButton campaigns={selected} onOpen={setCostFor} />,
      }}
    />
  );
}

/** On/off: a campaign switched off answers its visitors as the workspace's campaign_off says. */
function StateSwitch({ campaign, onChanged }: { campaign: CampaignFieldsFragment; onChanged: () => void }) {
  const { t } = useT('campaigns');
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      aria-label={t('switchLabel', { name: campaign.name })}
      checked={campaign.state === 'active'}
      disabled={busy}
      onChange={async (e) => {
        const state = e.currentTarget.checked ? 'active' : 'paused';
        setBusy(true);
        try {
          await run(UpdateCampaignDocument, { id: campaign.id, input: { state } });
          toast(t(state === 'active' ? 'switchedOn' : 'switchedOff', { name: campaign.name }));
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
