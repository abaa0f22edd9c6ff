import { useEffect, useState } from 'react';
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
import { ConfirmButton } from '../ui/buttons';
import { Fields, FieldError, FormErrors, useForm, type FieldSpec } from '../ui/form';
import { DataTable } from '../ui/table';

type Progress = SimulationProgressSubscription['simulation_progress'];

const FIELDS = (campaigns: { id: string; name: string }[]): FieldSpec[] => [
  {
    name: 'campaign_id',
    label: 'Campaign',
    kind: 'select',
    required: true,
    options: campaigns.map((c) => ({ value: c.id, label: c.name })),
  },
  { name: 'clicks', label: 'Clicks (1 to 100,000)', kind: 'number', required: true },
  { name: 'geos', label: 'Countries by weight', help: 'e.g. US=3, DE=1 (default US)' },
  { name: 'devices', label: 'Devices by weight', help: 'desktop, mobile, tablet, e.g. mobile=2, desktop=1' },
  { name: 'bot_share', label: 'Bot share (0 to 1)', kind: 'decimal' },
  { name: 'unique_share', label: 'Unique share (0 to 1)', kind: 'decimal' },
  { name: 'conversions', label: 'Conversions: status=rate:payout', help: 'e.g. lead=0.05:2.50, sale=0.01:40' },
  { name: 'seed', label: 'Seed (same seed, same traffic)', kind: 'number' },
];

/** "US=3, DE=1" → [{value, weight}]; a malformed entry is the field's error. */
function weighted(field: string, text: string) {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry, i) => {
      const match = /^([A-Za-z_]+)\s*=\s*([0-9.]+)$/.exec(entry);
      if (!match) throw new FieldError(field, `${field}[${i}] must be name=weight`);
      return { value: match[1], weight: Number(match[2]) };
    });
}

function inputOfForm(values: Record<string, string | boolean>): SimulationRunInput {
  const text = (name: string) => String(values[name] ?? '').trim();
  const input: SimulationRunInput = { campaign_id: text('campaign_id'), clicks: Number(text('clicks')) };
  if (text('geos')) input.geos = weighted('geos', text('geos'));
  if (text('devices')) input.devices = weighted('devices', text('devices'));
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
        if (!match) throw new FieldError('conversions', `conversions[${i}] must be status=rate:payout`);
        return { status: match[1], rate: Number(match[2]), payout: match[3] };
      });
  return input;
}

/** The traffic simulator: a run with live progress (simulation_progress), and the cleanup button. */
export function SimulatorScreen() {
  const campaigns = useQuery(ListCampaignsDocument, { limit: 500 });
  const list = campaigns.data?.campaigns.items ?? [];
  const specs = FIELDS(list);
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
      <h1 id="screen-title">Traffic simulator</h1>
      <p className="muted">
        Synthetic clicks routed by the campaign’s real flows, marked simulated: never forwarded, left out of auto-rules,
        shown while the simulation switch (Settings) is on.
      </p>
      <div className="cards">
        <form
          className="card"
          aria-label="Simulation"
          onSubmit={form.submit(async (values) => {
            setResult(null);
            setProgress(null);
            setResult((await run(RunSimulationDocument, { input: inputOfForm(values) })).run_simulation);
          })}
        >
          <h2>Run a simulation</h2>
          <Fields specs={specs} form={form} />
          <FormErrors errors={form.formErrors} />
          <button type="submit" disabled={form.busy}>
            {form.busy ? 'Simulating…' : 'Run simulation'}
          </button>
        </form>
        <div className="card">
          <h2>Progress</h2>
          {progress ? (
            <>
              <progress max={100} value={percent} aria-label="Simulation progress">
                {percent}%
              </progress>
              <p role="status" data-testid="simulation-phase">
                {progress.phase}: {progress.clicks_done.toLocaleString()} of {progress.clicks_total.toLocaleString()}{' '}
                clicks, {progress.conversions.toLocaleString()} conversions
              </p>
            </>
          ) : (
            <p className="muted">No run in progress.</p>
          )}
          {result && (
            <>
              <h3>Last run</h3>
              <p data-testid="simulation-result">
                {result.clicks.toLocaleString()} clicks ({result.bots} bots, {result.unique_clicks} unique),{' '}
                {result.conversions} conversions in {result.duration_ms} ms · seed {result.seed}
              </p>
              <DataTable
                caption="Clicks per flow"
                data={result.flows}
                columns={[
                  {
                    accessorKey: 'flow_id',
                    header: 'Flow',
                    cell: ({ getValue }) => flowName.get(getValue()) ?? getValue() ?? 'none',
                  },
                  { accessorKey: 'clicks', header: 'Clicks' },
                ]}
              />
            </>
          )}
          <h2>Clean up</h2>
          <p className="muted">
            Deletes every simulated click and conversion of the workspace (never a real one) and turns the simulation
            switch off.
          </p>
          <ConfirmButton
            question="Delete all simulated clicks and conversions of this workspace?"
            onConfirm={() =>
              run(DeleteSimulatedDataDocument, {}).then(
                (d) =>
                  setCleanup(
                    `Deleted ${d.delete_simulated_data.clicks} simulated clicks and ${d.delete_simulated_data.conversions} conversions.`,
                  ),
                (e) => setCleanup(messageOf(e)),
              )
            }
          >
            Delete simulated data
          </ConfirmButton>
          {cleanup && <p role="status">{cleanup}</p>}
        </div>
      </div>
    </section>
  );
}
