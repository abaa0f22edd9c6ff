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
import { i18next, useT } from '../i18n';
import { Picker } from '../ui/picker';
import type { TFunction } from 'i18next';

// Loaded with this module, so a panel opened inside a screen never waits for its words (no Suspense fallback).
void i18next.loadNamespaces('templates');

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

/** The form's values from a template; the notes say where they came from, in the user's language. */
const sourceValues =
  (t: TFunction) =>
  (template: SourceTemplate): Values => ({
    name: template.name,
    parameters: withoutNulls(template.parameters),
    sub_id_parameters: withoutNulls(template.sub_id_parameters),
    postback_url: template.postback_url,
    postback_statuses: template.postback_statuses,
    notes: [t('templates:fromTemplate', { name: template.name }), template.notes].filter(Boolean).join(' '),
  });

const networkValues =
  (t: TFunction) =>
  (template: NetworkTemplate): Values => ({
    name: template.name,
    offer_params: template.offer_params,
    status_mapping: template.status_mapping,
    notes: [
      t('templates:fromTemplate', { name: template.name }),
      t('templates:postbackParamsNote', { name: template.name, params: template.postback_params }),
      template.notes,
    ]
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
  kind: 'source' | 'network';
  load: () => Promise<T[]>;
  values: (t: TFunction) => (template: T) => Values;
  create: (template: T) => Promise<E>;
  apply: (values: Values) => void;
  created: (entity: E) => void;
  extra?: (template: T) => ReactNode;
}) {
  const { t } = useT('templates');
  const [templates, setTemplates] = useState<T[]>([]);
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = useCallback(async () => {
    const list = await load();
    setTemplates(list);
    return list.map((x) => ({ value: x.id, label: `${x.name} (${x.category})` }));
  }, [load]);
  const template = templates.find((x) => x.id === picked);
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
        label={t('start')}
        value={picked}
        onChange={(id) => {
          setPicked(id);
          setError(null);
        }}
        load={options}
        help={t(`startHelp.${kind}`)}
      />
      {template && (
        <>
          <p className="muted template-facts">
            {template.checked_against ? (
              <>
                {t('checkedAgainst')}{' '}
                <a href={template.checked_against} target="_blank" rel="noreferrer">
                  {t('platformDocs')}
                </a>
                .
              </>
            ) : (
              t('notChecked')
            )}{' '}
            {more}
          </p>
          <div className="actions">
            <button type="button" className="secondary" onClick={() => apply(values(t)(template))}>
              {t('fill')}
            </button>
            <button type="button" disabled={busy} onClick={createAsIs}>
              {busy ? t('creating') : t('createAsIs', { name: template.name })}
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
      kind="source"
      load={loadSources}
      values={sourceValues}
      create={async (template) =>
        (await run(CreateTrafficSourceFromTemplateDocument, { template: template.id }))
          .create_traffic_source_from_template
      }
      extra={(template) => (template.postback_url ? null : <NoPostback />)}
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
      kind="network"
      load={loadNetworks}
      values={networkValues}
      create={async (template) =>
        (await run(CreateAffiliateNetworkFromTemplateDocument, { template: template.id }))
          .create_affiliate_network_from_template
      }
      extra={(template) => <PostbackParams name={template.name} params={template.postback_params} />}
      {...props}
    />
  );
}

function NoPostback() {
  const { t } = useT('templates');
  return <>{t('noPostback')}</>;
}

/** What to append to the postback URL at the network (its macros: kept as they are). */
function PostbackParams({ name, params }: { name: string; params: string }) {
  const { t } = useT('templates');
  return (
    <>
      {t('appendAt', { name })} <code>{params}</code>
    </>
  );
}
