import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
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
import { useT } from '../i18n';
import { CopyButton } from '../ui/buttons';
import type { EntityConfig } from '../ui/entity-config';
import { EntityScreen } from '../ui/entity-screen';
import { localTime } from '../ui/format';
import type { PickerOption } from '../ui/picker';
import { toast, toastError } from '../ui/toast';

type Domain = DomainFieldsFragment;

const ROOT_ACTIONS: Domain['root_action'][] = ['campaign', 'not_found', 'text'];
/** A DNS state in words (`domains.json` `dns`), the state's key in its tooltip. */
const dnsLabel = (t: TFunction, state: Domain['dns_state']) => t(`domains:dns.${state}`);

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

/** The screen's config in the user's language (a new one when it changes). */
const domains = (t: TFunction): EntityConfig<Domain> => ({
  title: t('title'),
  singular: t('singular'),
  label: (d) => d.name,
  empty: t('empty'),
  initial: { root_action: 'not_found', robots: 'disallow', https_redirect: false },
  fields: [
    { name: 'name', label: t('field.name'), required: true, placeholder: 'track.example.com' },
    {
      name: 'root_action',
      label: t('field.rootAction'),
      kind: 'select',
      options: ROOT_ACTIONS.map((value) => ({ value, label: t(`root.${value}`) })),
    },
    {
      name: 'root_campaign_id',
      label: t('field.rootCampaign'),
      kind: 'picker',
      load: campaignOptions,
      help: t('field.rootCampaignHelp'),
      emptyHint: t('field.noCampaigns'),
    },
    { name: 'root_text', label: t('field.rootText'), kind: 'textarea', help: t('field.rootTextHelp') },
    {
      name: 'robots',
      label: t('field.robots'),
      kind: 'select',
      options: [
        { value: 'disallow', label: t('robots.disallow') },
        { value: 'allow', label: t('robots.allow') },
      ],
    },
    { name: 'https_redirect', label: t('field.httpsRedirect'), kind: 'checkbox' },
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
    { accessorKey: 'name', header: t('col.domain') },
    {
      id: 'dns',
      header: t('col.dns'),
      // Cells make the words (a cached value would keep the language it was read in).
      accessorFn: (d) => d.dns_state,
      cell: ({ row }) => (
        <span title={row.original.dns_reason ?? row.original.dns_state}>{dnsLabel(t, row.original.dns_state)}</span>
      ),
    },
    {
      id: 'https',
      header: t('col.https'),
      accessorFn: (d) => d.certificate_allowed,
      cell: ({ getValue }) => (getValue() ? t('https.onFirstVisit') : t('https.waitsForDns')),
    },
    {
      id: 'root',
      header: t('col.root'),
      accessorFn: (d) => d.root_action,
      cell: ({ getValue }) => t(`root.${getValue()}`),
    },
    {
      id: 'campaigns',
      header: t('col.campaigns'),
      accessorFn: (d) => (d.campaigns_mode === 'all' ? -1 : d.campaign_ids.length),
      cell: ({ row: { original: d } }) =>
        d.campaigns_mode === 'all' ? t('campaignsAll') : t('campaignsListed', { count: d.campaign_ids.length }),
    },
    {
      id: 'robots',
      header: t('col.indexing'),
      accessorFn: (d) => d.robots,
      cell: ({ getValue }) => (getValue() === 'allow' ? t('indexing.allowed') : t('indexing.disallowed')),
    },
  ],
  details: (d, reload) => <DomainDetails domain={d} reload={reload} />,
});

function DomainDetails({ domain, reload }: { domain: Domain; reload: () => void }) {
  const { t } = useT('domains');
  const [checking, setChecking] = useState(false);
  return (
    <div className="subsection">
      <h3>{t('dnsTitle')}</h3>
      <p>
        <strong title={domain.dns_state}>{dnsLabel(t, domain.dns_state)}</strong>
        {domain.dns_reason ? `: ${domain.dns_reason}` : ''}
      </p>
      <p className="muted">
        {domain.dns_checked_at ? `${t('checkedAt', { time: localTime(domain.dns_checked_at) })} ` : ''}
        {t('checkedAgain')}
      </p>
      <p>
        <button
          type="button"
          disabled={checking}
          onClick={async () => {
            setChecking(true);
            try {
              const checked = (await run(CheckDomainDocument, { id: domain.id })).check_domain;
              toast(`${checked.name}: ${dnsLabel(t, checked.dns_state)}`);
              reload();
            } catch (error) {
              toastError(messageOf(error));
            } finally {
              setChecking(false);
            }
          }}
        >
          {checking ? t('checking') : t('checkNow')}
        </button>
      </p>
      <h3>{t('linksTitle')}</h3>
      <p>
        <output className="url">{domain.base_url}/</output> <CopyButton text={`${domain.base_url}/`} />
      </p>
      <DomainCampaigns domain={domain} reload={reload} />
    </div>
  );
}

/** Which campaigns answer on the domain: all of the workspace, or the ones ticked. */
function DomainCampaigns({ domain, reload }: { domain: Domain; reload: () => void }) {
  const { t } = useT('domains');
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
      toast(t('saved'));
      reload();
    } catch (error) {
      toastError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset>
      <legend>{t('campaignsTitle')}</legend>
      <div className="field">
        <label htmlFor={`mode-${domain.id}`}>{t('mode')}</label>
        <select
          id={`mode-${domain.id}`}
          value={mode}
          onChange={(e) => setMode(e.target.value as Domain['campaigns_mode'])}
        >
          <option value="all">{t('modeAll')}</option>
          <option value="listed">{t('modeListed')}</option>
        </select>
      </div>
      {mode === 'listed' &&
        (options === null ? (
          <p>{t('loadingCampaigns')}</p>
        ) : options.length === 0 ? (
          <p className="muted">{t('noCampaigns')}</p>
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
      <p className="muted">{t('onlyOnDomains')}</p>
      <button type="button" disabled={busy} onClick={save}>
        {t('saveCampaigns')}
      </button>
    </fieldset>
  );
}

export function DomainsScreen() {
  const { t } = useT('domains');
  const config = useMemo(() => domains(t), [t]);
  return <EntityScreen config={config} />;
}
