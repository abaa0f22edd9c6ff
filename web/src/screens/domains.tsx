import { useEffect, useState } from 'react';
import { messageOf } from '../api/errors';
import { run } from '../api/hooks';
import { campaignOptions } from '../api/options';
import {
  CheckDomainDocument,
  CreateDomainDocument,
  DeleteDomainDocument,
  type DomainFieldsFragment,
  DomainsDocument,
  UpdateDomainDocument,
} from '../generated/graphql';
import { CopyButton } from '../ui/buttons';
import { EntityScreen, type EntityConfig } from '../ui/entity-screen';
import { localTime } from '../ui/format';
import type { PickerOption } from '../ui/picker';
import { toast, toastError } from '../ui/toast';

type Domain = DomainFieldsFragment;

const DNS_LABELS: Record<Domain['dns_state'], string> = {
  pending: 'Not checked yet',
  pointed: 'Points here',
  not_pointed: 'Points elsewhere',
  nxdomain: 'No such name',
  error: 'Check failed',
};

const ROOT_LABELS: Record<Domain['root_action'], string> = {
  campaign: 'Default campaign',
  not_found: '404 page',
  text: 'Text',
};

/** The domains last listed, so an edit that only changes the root knows the other root fields. */
const known = new Map<string, Domain>();

/** Root fields that do not apply to the chosen root are not sent (the API refuses them). */
function rootFields(input: Record<string, unknown>, current?: Domain): Record<string, unknown> {
  const action = (input.root_action as string | undefined) ?? current?.root_action ?? 'not_found';
  const out = { ...input };
  if (action !== 'campaign') delete out.root_campaign_id;
  else if (input.root_action && !out.root_campaign_id && current?.root_campaign_id)
    out.root_campaign_id = current.root_campaign_id;
  if (action !== 'text') delete out.root_text;
  return out;
}

const domains: EntityConfig<Domain> = {
  title: 'Domains',
  singular: 'domain',
  label: (d) => d.name,
  empty: 'No tracking domains yet: add one, then point its DNS (an A record) at this server.',
  initial: { root_action: 'not_found', robots: 'disallow', https_redirect: false },
  fields: [
    { name: 'name', label: 'Domain name', required: true, placeholder: 'track.example.com' },
    {
      name: 'root_action',
      label: 'What the root (/) shows',
      kind: 'select',
      options: Object.entries(ROOT_LABELS).map(([value, label]) => ({ value, label })),
    },
    {
      name: 'root_campaign_id',
      label: 'Default campaign (root)',
      kind: 'picker',
      load: campaignOptions,
      help: 'Used when the root shows a default campaign.',
      emptyHint: 'Create a campaign first.',
    },
    { name: 'root_text', label: 'Root text', kind: 'textarea', help: 'Used when the root shows a text.' },
    {
      name: 'robots',
      label: 'Search engines (robots.txt)',
      kind: 'select',
      options: [
        { value: 'disallow', label: 'Disallow indexing' },
        { value: 'allow', label: 'Allow indexing' },
      ],
    },
    { name: 'https_redirect', label: 'Redirect HTTP to HTTPS', kind: 'checkbox' },
  ],
  list: async () => {
    const items = (await run(DomainsDocument, { limit: 500 })).domains.items;
    known.clear();
    for (const d of items) known.set(d.id, d);
    return items;
  },
  create: async (input) => (await run(CreateDomainDocument, { input: rootFields(input) as never })).create_domain,
  update: async (id, input) =>
    (await run(UpdateDomainDocument, { id, input: rootFields(input, known.get(id)) as never })).update_domain,
  remove: (id) => run(DeleteDomainDocument, { id }),
  columns: [
    { accessorKey: 'name', header: 'Domain' },
    {
      id: 'dns',
      header: 'DNS',
      accessorFn: (d) => DNS_LABELS[d.dns_state],
      cell: ({ row }) => <span title={row.original.dns_reason ?? ''}>{DNS_LABELS[row.original.dns_state]}</span>,
    },
    {
      id: 'https',
      header: 'HTTPS',
      accessorFn: (d) => (d.certificate_allowed ? 'Certificate on first visit' : 'Waits for DNS'),
    },
    { id: 'root', header: 'Root', accessorFn: (d) => ROOT_LABELS[d.root_action] },
    {
      id: 'campaigns',
      header: 'Campaigns',
      accessorFn: (d) => (d.campaigns_mode === 'all' ? 'All' : `${d.campaign_ids.length.toLocaleString()} listed`),
    },
    { id: 'robots', header: 'Indexing', accessorFn: (d) => (d.robots === 'allow' ? 'Allowed' : 'Disallowed') },
  ],
  details: (d, reload) => <DomainDetails domain={d} reload={reload} />,
};

function DomainDetails({ domain, reload }: { domain: Domain; reload: () => void }) {
  const [checking, setChecking] = useState(false);
  return (
    <div className="subsection">
      <h3>DNS</h3>
      <p>
        <strong>{DNS_LABELS[domain.dns_state]}</strong>
        {domain.dns_reason ? `: ${domain.dns_reason}` : ''}
      </p>
      <p className="muted">
        {domain.dns_checked_at ? `Checked ${localTime(domain.dns_checked_at)}; ` : ''}
        checked again every few minutes until it points here. Links work at once; the HTTPS certificate waits for the
        DNS.
      </p>
      <p>
        <button
          type="button"
          disabled={checking}
          onClick={async () => {
            setChecking(true);
            try {
              const checked = (await run(CheckDomainDocument, { id: domain.id })).check_domain;
              toast(`${checked.name}: ${DNS_LABELS[checked.dns_state]}`);
              reload();
            } catch (error) {
              toastError(messageOf(error));
            } finally {
              setChecking(false);
            }
          }}
        >
          {checking ? 'Checking…' : 'Check DNS now'}
        </button>
      </p>
      <h3>Links on this domain</h3>
      <p>
        <output className="url">{domain.base_url}/</output> <CopyButton text={`${domain.base_url}/`} label="Copy" />
      </p>
      <DomainCampaigns domain={domain} reload={reload} />
    </div>
  );
}

/** Which campaigns answer on the domain: all of the workspace, or the ones ticked. */
function DomainCampaigns({ domain, reload }: { domain: Domain; reload: () => void }) {
  const [options, setOptions] = useState<PickerOption[] | null>(null);
  const [mode, setMode] = useState(domain.campaigns_mode);
  const [chosen, setChosen] = useState(new Set(domain.campaign_ids));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    campaignOptions().then(setOptions, (error) => toastError(messageOf(error)));
  }, []);
  const save = async () => {
    setBusy(true);
    try {
      await run(UpdateDomainDocument, { id: domain.id, input: { campaigns_mode: mode, campaign_ids: [...chosen] } });
      toast('Saved');
      reload();
    } catch (error) {
      toastError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset>
      <legend>Campaigns on this domain</legend>
      <div className="field">
        <label htmlFor={`mode-${domain.id}`}>Which campaigns answer on it</label>
        <select
          id={`mode-${domain.id}`}
          value={mode}
          onChange={(e) => setMode(e.target.value as Domain['campaigns_mode'])}
        >
          <option value="all">Every campaign of the workspace</option>
          <option value="listed">Only the campaigns ticked below</option>
        </select>
      </div>
      {mode === 'listed' &&
        (options === null ? (
          <p>Loading campaigns…</p>
        ) : options.length === 0 ? (
          <p className="muted">No campaigns yet.</p>
        ) : (
          <div className="grid-2">
            {options.map((o) => (
              <label key={o.value} className="inline">
                <input
                  type="checkbox"
                  checked={chosen.has(o.value)}
                  onChange={(e) =>
                    setChosen((s) => {
                      const next = new Set(s);
                      if (e.target.checked) next.add(o.value);
                      else next.delete(o.value);
                      return next;
                    })
                  }
                />{' '}
                {o.label}
              </label>
            ))}
          </div>
        ))}
      <p className="muted">
        A campaign set to "only on its domains" answers nowhere else; other campaigns also answer on the main address.
      </p>
      <button type="button" disabled={busy} onClick={save}>
        Save campaigns
      </button>
    </fieldset>
  );
}

export const DomainsScreen = () => <EntityScreen config={domains} />;
