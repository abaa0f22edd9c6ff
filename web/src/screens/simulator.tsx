import { useEffect, useMemo, useState } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { subscribe } from '../api/live';
import {
  DeleteSimulatedDataDocument,
  ListCampaignsDocument,
  ListFlowsDocument,
  RunSimulationDocument,
  SimulationProgressDocument,
  type RunSimulationMutation,
  type SimulationProgressSubscription,
  type SimulationRunInput,
} from '../generated/graphql';
import type { TFunction } from 'i18next';
import { useT } from '../i18n';
import { ConfirmButton } from '../ui/buttons';
import { formatCount } from '../ui/numbers';
import { Fields, FieldError, FormErrors, useForm, type FieldSpec } from '../ui/form';
import { DataTable } from '../ui/table';

type Progress = SimulationProgressSubscription['simulation_progress'];

const FIELDS = (campaigns: { id: string; name: string }[], t: TFunction): FieldSpec[] => [
  {
    name: 'campaign_id',
    label: t('field.campaign'),
    kind: 'select',
    required: true,
    options: campaigns.map((c) => ({ value: c.id, label: c.name })),
  },
  { name: 'clicks', label: t('field.clicks'), kind: 'number', required: true },
  { name: 'geos', label: t('field.geos'), help: t('field.geosHelp') },
  { name: 'devices', label: t('field.devices'), help: t('field.devicesHelp') },
  { name: 'bot_share', label: t('field.botShare'), kind: 'decimal', help: t('field.shareHelp') },
  { name: 'unique_share', label: t('field.uniqueShare'), kind: 'decimal', help: t('field.shareHelp') },
  { name: 'conversions', label: t('field.conversions'), help: t('field.conversionsHelp') },
  { name: 'seed', label: t('field.seed'), kind: 'number' },
];

/** "US=3, DE=1" → [{value, weight}]; a malformed entry is the field's error. */
function weighted(field: string, text: string, t: TFunction) {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry, i) => {
      const match = /^([A-Za-z_]+)\s*=\s*([0-9.]+)$/.exec(entry);
      if (!match) throw new FieldError(field, t('badWeighted', { n: i + 1 }));
      return { value: match[1], weight: Number(match[2]) };
    });
}

function inputOfForm(values: Record<string, string | boolean>, t: TFunction): SimulationRunInput {
  const text = (name: string) => String(values[name] ?? '').trim();
  const input: SimulationRunInput = { campaign_id: text('campaign_id'), clicks: Number(text('clicks')) };
  if (text('geos')) input.geos = weighted('geos', text('geos'), t);
  if (text('devices')) input.devices = weighted('devices', text('devices'), t);
  if (text('bot_share')) input.bot_share = Number(text('bot_share'));
  if (text('unique_share')) input.unique_share = Number(text('unique_share'));
  if (text('seed')) input.seed = Number(text('seed'));
  if (text('conversions'))
    input.conversions = text('conversions')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((entry, i) => {
        const match = /^([A-Za-z0-9_]+)\s*=\s*([0-9.]+)\s*:\s*([0-9.]+)$/.exec(entry);
        if (!match) throw new FieldError('conversions', t('badConversion', { n: i + 1 }));
        return { status: match[1], rate: Number(match[2]), payout: match[3] };
      });
  return input;
}

/** The traffic simulator: a run with live progress (simulation_progress), and the cleanup button. */
export function SimulatorScreen() {
  const { t } = useT('simulator');
  const campaigns = useQuery(ListCampaignsDocument, { limit: 500 });
  const list = campaigns.data?.campaigns.items ?? [];
  const specs = useMemo(() => FIELDS(list, t), [list, t]);
  const form = useForm(
    {
      campaign_id: '',
      clicks: '1000',
      geos: 'US=3, DE=1',
      devices: '',
      bot_share: '0.05',
      unique_share: '0.9',
      conversions: 'lead=0.05:2.50',
      seed: '',
    },
    specs.map((s) => s.name),
  );
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<RunSimulationMutation['run_simulation'] | null>(null);
  const [cleanup, setCleanup] = useState<string | null>(null);
  useEffect(() => subscribe(SimulationProgressDocument, {}, (d) => setProgress(d.simulation_progress)), []);
  useEffect(() => {
    if (!form.values.campaign_id && list[0]) form.set('campaign_id', list[0].id);
  }, [list, form]);
  const flows = useQuery(ListFlowsDocument, { campaign_id: result?.campaign_id ?? '', limit: 500 }, { skip: !result });
  const flowName = new Map(flows.data?.flows.items.map((f) => [f.id, f.name]));
  const percent = progress?.clicks_total ? Math.round((progress.clicks_done / progress.clicks_total) * 100) : 0;

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <div className="cards">
        <form
          className="card"
          aria-label={t('form')}
          onSubmit={form.submit(async (values) => {
            setResult(null);
            setProgress(null);
            setResult((await run(RunSimulationDocument, { input: inputOfForm(values, t) })).run_simulation);
          })}
        >
          <h2>{t('runTitle')}</h2>
          <Fields specs={specs} form={form} />
          <FormErrors errors={form.formErrors} />
          <button type="submit" disabled={form.busy}>
            {form.busy ? t('running') : t('run')}
          </button>
        </form>
        <div className="card">
          <h2>{t('progressTitle')}</h2>
          {progress ? (
            <>
              <progress max={100} value={percent} aria-label={t('progressLabel')}>
                {percent}%
              </progress>
              <p role="status" data-testid="simulation-phase">
                {t('progress', {
                  phase: t(`phase.${progress.phase}`, { defaultValue: progress.phase }),
                  done: formatCount(progress.clicks_done),
                  total: formatCount(progress.clicks_total),
                  conversions: formatCount(progress.conversions),
                })}
              </p>
            </>
          ) : (
            <p className="muted">{t('idle')}</p>
          )}
          {result && (
            <>
              <h3>{t('lastRun')}</h3>
              <p data-testid="simulation-result">
                {t('result', {
                  clicks: formatCount(result.clicks),
                  bots: formatCount(result.bots),
                  unique: formatCount(result.unique_clicks),
                  conversions: formatCount(result.conversions),
                  ms: formatCount(result.duration_ms),
                  seed: result.seed,
                })}
              </p>
              <DataTable
                caption={t('perFlow')}
                data={result.flows}
                columns={[
                  {
                    accessorKey: 'flow_id',
                    header: t('col.flow'),
                    cell: ({ getValue }) => flowName.get(getValue()) ?? getValue() ?? t('noFlow'),
                  },
                  { accessorKey: 'clicks', header: t('col.clicks'), cell: ({ getValue }) => formatCount(getValue()) },
                ]}
              />
            </>
          )}
          <h2>{t('cleanTitle')}</h2>
          <p className="muted">{t('cleanHint')}</p>
          <ConfirmButton
            question={t('cleanQuestion')}
            onConfirm={() =>
              run(DeleteSimulatedDataDocument, {}).then(
                (d) => setCleanup(t('cleaned', { ...d.delete_simulated_data })),
                (e) => setCleanup(messageOf(e)),
              )
            }
          >
            {t('clean')}
          </ConfirmButton>
          {cleanup && <p role="status">{cleanup}</p>}
        </div>
      </div>
    </section>
  );
}
