import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { run, useQuery } from '../api/hooks';
import { campaignOptions } from '../api/options';
import {
  CreateFlowDocument,
  ListLandingsDocument,
  ListOffersDocument,
  UpdateFlowDocument,
  type FlowFieldsFragment,
  type FlowInput,
} from '../generated/graphql';
import { useT } from '../i18n';
import { Fields, FormErrors, inputOf, useForm, valuesOf, type FieldSpec } from '../ui/form';
import { cleanFilter, FilterEditor, type Filter } from './flow-filters';
import { WeightedPicker, type Weighted } from './weighted-picker';

const SCHEMES = [
  'landings_offers',
  'redirect',
  'send_to_campaign',
  'show_text',
  'show_html',
  'do_nothing',
  'action_script',
];

/** The flow's form, in the user's language (a new list when it changes). */
const flowFields = (t: TFunction): FieldSpec[] => [
  { name: 'name', label: t('field.name'), required: true },
  {
    name: 'type',
    label: t('field.type'),
    kind: 'select',
    enum: 'flowType',
    options: ['forced', 'regular', 'default'],
    help: t('field.typeHelp'),
  },
  { name: 'scheme', label: t('field.scheme'), kind: 'select', enum: 'flowScheme', options: SCHEMES },
  { name: 'state', label: t('field.state'), kind: 'select', enum: 'flowState', options: ['active', 'paused'] },
  { name: 'weight', label: t('field.weight'), kind: 'number', help: t('field.weightHelp') },
  { name: 'position', label: t('field.position'), kind: 'number', help: t('field.positionHelp') },
  { name: 'redirect_url', label: t('field.redirectUrl'), kind: 'url' },
  { name: 'target_campaign_id', label: t('field.targetCampaign'), kind: 'picker', load: campaignOptions },
  { name: 'content', label: t('field.content'), kind: 'textarea' },
  { name: 'script', label: t('field.script'), kind: 'textarea' },
  { name: 'save_traffic', label: t('field.saveTraffic'), kind: 'checkbox' },
];
const FIELD_NAMES = flowFields(((key: string) => key) as TFunction).map((f) => f.name);

function appliesTo(field: string, scheme: string): boolean {
  if (field === 'redirect_url') return scheme === 'redirect';
  if (field === 'target_campaign_id') return scheme === 'send_to_campaign';
  if (field === 'content') return scheme === 'show_text' || scheme === 'show_html';
  if (field === 'script') return scheme === 'action_script';
  return true;
}
const withPages = (scheme: string) => scheme === 'landings_offers' || scheme === 'action_script';

/** One flow's editor: its fields by scheme, landings and offers with weights, its filters. */
export function FlowEditor({
  campaignId,
  flow,
  onSaved,
  onClose,
}: {
  campaignId: string;
  flow: FlowFieldsFragment | null;
  onSaved: (f: FlowFieldsFragment) => void;
  onClose: () => void;
}) {
  const { t } = useT('flows');
  const fields = useMemo(() => flowFields(t), [t]);
  const initial = flow
    ? valuesOf(fields, flow)
    : {
        ...valuesOf(fields, null),
        type: 'regular',
        scheme: 'landings_offers',
        state: 'active',
        save_traffic: true,
        weight: '100',
      };
  const form = useForm(initial, [...FIELD_NAMES, 'filters', 'landings', 'offers']);
  const [filters, setFilters] = useState<Filter[]>(flow?.filters ?? []);
  const [landings, setLandings] = useState<Weighted[]>(
    flow?.landings.map((l) => ({ id: l.landing_id, weight: l.weight })) ?? [],
  );
  const [offers, setOffers] = useState<Weighted[]>(
    flow?.offers.map((o) => ({ id: o.offer_id, weight: o.weight })) ?? [],
  );
  const allLandings = useQuery(ListLandingsDocument, { limit: 500 });
  const allOffers = useQuery(ListOffersDocument, { limit: 500 });
  const scheme = String(form.values.scheme);

  return (
    <aside className="editor" aria-label={flow ? t('editTitle') : t('new')}>
      <h3>{flow ? t('heading', { name: flow.name }) : t('new')}</h3>
      <form
        onSubmit={form.submit(async (values) => {
          const input = inputOf(fields, values, flow ? initial : undefined) as FlowInput;
          input.filters = filters.map(cleanFilter);
          if (withPages(scheme)) {
            input.landings = landings.map((l) => ({ landing_id: l.id, weight: l.weight }));
            input.offers = offers.map((o) => ({ offer_id: o.id, weight: o.weight }));
          }
          const saved = flow
            ? (await run(UpdateFlowDocument, { id: flow.id, input })).update_flow
            : (await run(CreateFlowDocument, { campaign_id: campaignId, input })).create_flow;
          onSaved(saved);
        })}
      >
        <Fields specs={fields.filter((f) => appliesTo(f.name, scheme))} form={form} />
        {withPages(scheme) && (
          <>
            <WeightedPicker
              kind="landing"
              items={allLandings.data?.landings.items ?? []}
              value={landings}
              onChange={setLandings}
              error={form.errors.landings}
            />
            <WeightedPicker
              kind="offer"
              items={allOffers.data?.offers.items ?? []}
              value={offers}
              onChange={setOffers}
              error={form.errors.offers}
            />
          </>
        )}
        <FilterEditor value={filters} onChange={setFilters} error={form.errors.filters} />
        <FormErrors errors={form.formErrors} />
        <div className="actions">
          <button type="submit" disabled={form.busy}>
            {flow ? t('save') : t('create')}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </form>
    </aside>
  );
}
