import { useCallback, useState, type ReactNode } from 'react';
import { messageOf } from '../api/errors';
import { run } from '../api/hooks';
import {
  AffiliateNetworkTemplatesDocument,
  CreateAffiliateNetworkFromTemplateDocument,
  CreateTrafficSourceFromTemplateDocument,
  SourceTemplatesDocument,
  type AffiliateNetworkFieldsFragment,
  type AffiliateNetworkTemplatesQuery,
  type SourceTemplatesQuery,
  type TrafficSourceFieldsFragment,
} from '../generated/graphql';
import { Picker } from '../ui/picker';

type SourceTemplate = SourceTemplatesQuery['source_template_list']['items'][number];
type NetworkTemplate = AffiliateNetworkTemplatesQuery['affiliate_network_template_list']['items'][number];
interface Entry {
  id: string;
  name: string;
  category: string;
  notes: string;
  checked_against?: string | null;
}

/** Values for the editor's form; the same composition as the API's create-from-template (services/templates). */
type Values = Record<string, unknown>;

/** A GraphQL answer's object without its empty keys (the tokens editor wants only the tokens there are). */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, v]) => v != null && key !== '__typename')
        .map(([key, v]) => [key, withoutNulls(v)]),
    );
  return value;
}

const sourceValues = (t: SourceTemplate): Values => ({
  name: t.name,
  parameters: withoutNulls(t.parameters),
  sub_id_parameters: withoutNulls(t.sub_id_parameters),
  postback_url: t.postback_url,
  postback_statuses: t.postback_statuses,
  notes: [`From the ${t.name} template.`, t.notes].filter(Boolean).join(' '),
});

const networkValues = (t: NetworkTemplate): Values => ({
  name: t.name,
  offer_params: t.offer_params,
  status_mapping: t.status_mapping,
  notes: [`From the ${t.name} template.`, `Postback parameters to set at ${t.name}: ${t.postback_params}.`, t.notes]
    .filter(Boolean)
    .join(' '),
});

/**
 * "Start from template" at the top of a new source's or network's editor: a searchable picker of
 * the shipped templates by name. "Fill the form" puts the template's tokens, postback and status
 * map into the editor to review before Create; "Create as is" creates it in one call (from-template).
 */
function TemplateStarter<T extends Entry, E>({
  kind,
  load,
  values,
  create,
  apply,
  created,
  extra,
}: {
  kind: string;
  load: () => Promise<T[]>;
  values: (template: T) => Values;
  create: (template: T) => Promise<E>;
  apply: (values: Values) => void;
  created: (entity: E) => void;
  extra?: (template: T) => ReactNode;
}) {
  const [templates, setTemplates] = useState<T[]>([]);
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = useCallback(async () => {
    const list = await load();
    setTemplates(list);
    return list.map((t) => ({ value: t.id, label: `${t.name} (${t.category})` }));
  }, [load]);
  const template = templates.find((t) => t.id === picked);
  const createAsIs = async () => {
    if (!template) return;
    setBusy(true);
    setError(null);
    try {
      created(await create(template));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const more = template && extra?.(template);
  return (
    <div className="subsection template-starter">
      <Picker
        label="Start from template"
        value={picked}
        onChange={(id) => {
          setPicked(id);
          setError(null);
        }}
        load={options}
        help={`One of the ${kind} templates shipped with the tracker: type a name.`}
      />
      {template && (
        <>
          <p className="muted template-facts">
            {template.checked_against ? (
              <>
                Checked against{' '}
                <a href={template.checked_against} target="_blank" rel="noreferrer">
                  the platform’s documentation
                </a>
                .
              </>
            ) : (
              'Not checked against the platform’s documentation: verify the macros in its settings.'
            )}{' '}
            {more}
          </p>
          <div className="actions">
            <button type="button" className="secondary" onClick={() => apply(values(template))}>
              Fill the form
            </button>
            <button type="button" disabled={busy} onClick={createAsIs}>
              {busy ? 'Creating…' : `Create “${template.name}” as is`}
            </button>
          </div>
          {error && (
            <small className="field-error" role="alert">
              {error}
            </small>
          )}
        </>
      )}
    </div>
  );
}

const loadSources = async () => (await run(SourceTemplatesDocument, {})).source_template_list.items;
const loadNetworks = async () =>
  (await run(AffiliateNetworkTemplatesDocument, {})).affiliate_network_template_list.items;

export function SourceTemplateStarter(props: {
  apply: (values: Values) => void;
  created: (entity: TrafficSourceFieldsFragment) => void;
}) {
  return (
    <TemplateStarter<SourceTemplate, TrafficSourceFieldsFragment>
      kind="traffic source"
      load={loadSources}
      values={sourceValues}
      create={async (t) =>
        (await run(CreateTrafficSourceFromTemplateDocument, { template: t.id })).create_traffic_source_from_template
      }
      extra={(t) => (t.postback_url ? null : 'No postback URL: this platform takes conversions by its own API.')}
      {...props}
    />
  );
}

export function NetworkTemplateStarter(props: {
  apply: (values: Values) => void;
  created: (entity: AffiliateNetworkFieldsFragment) => void;
}) {
  return (
    <TemplateStarter<NetworkTemplate, AffiliateNetworkFieldsFragment>
      kind="affiliate network"
      load={loadNetworks}
      values={networkValues}
      create={async (t) =>
        (await run(CreateAffiliateNetworkFromTemplateDocument, { template: t.id }))
          .create_affiliate_network_from_template
      }
      extra={(t) => (
        <>
          At {t.name}, append to your postback URL: <code>{t.postback_params}</code>
        </>
      )}
      {...props}
    />
  );
}
