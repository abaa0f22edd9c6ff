import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../api/errors';
import { run } from '../api/hooks';
import { DeleteFlowDocument, ListFlowsDocument, type FlowFieldsFragment } from '../generated/graphql';
import { i18next, useT } from '../i18n';
import { ConfirmButton } from '../ui/buttons';
import { EnumPhrase } from '../ui/enum-phrase';
import { DataTable } from '../ui/table';
import { FlowEditor } from './flow-editor';
import { filterSummary } from './flow-filters';

// Loaded with this module, so a panel opened inside a screen never waits for its words (no Suspense fallback).
void i18next.loadNamespaces('flows');

/** The flows of a campaign: list (with delete) and the flow editor (flow-editor.tsx). */
export function FlowsPanel({ campaignId }: { campaignId: string }) {
  const { t } = useT('flows');
  const [flows, setFlows] = useState<FlowFieldsFragment[]>([]);
  const [selected, setSelected] = useState<FlowFieldsFragment | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    run(ListFlowsDocument, { campaign_id: campaignId, limit: 500 }).then(
      (r) => setFlows(r.flows.items),
      (e) => setError(messageOf(e)),
    );
  }, [campaignId]);
  useEffect(reload, [reload]);
  return (
    <section aria-labelledby="flows-title">
      <header className="screen-head">
        <h2 id="flows-title">{t('title')}</h2>
        <button type="button" onClick={() => setSelected('new')}>
          {t('new')}
        </button>
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className={selected ? 'split wide' : ''}>
        <DataTable
          caption={t('title')}
          empty={t('none')}
          data={flows}
          columns={[
            { accessorKey: 'position', header: '#' },
            { accessorKey: 'name', header: t('col.name') },
            {
              accessorKey: 'type',
              header: t('col.type'),
              cell: ({ getValue }) => <EnumPhrase name="flowType" value={getValue()} />,
            },
            {
              accessorKey: 'scheme',
              header: t('col.scheme'),
              cell: ({ getValue }) => <EnumPhrase name="flowScheme" value={getValue()} />,
            },
            { accessorKey: 'weight', header: t('col.weight') },
            {
              accessorKey: 'state',
              header: t('col.state'),
              cell: ({ getValue }) => <EnumPhrase name="flowState" value={getValue()} />,
            },
            {
              id: 'filters',
              header: t('col.filters'),
              // The words are made in the cell: a cached value would keep the language it was read in.
              accessorFn: (f) => f.filters.map((x) => `${x.negate ? 'not ' : ''}${x.type}`).join(', '),
              cell: ({ getValue, row }) => (
                <span title={getValue()}>{filterSummary(row.original.filters, t) || t('noFilters')}</span>
              ),
            },
            {
              id: 'actions',
              header: t('col.actions'),
              cell: ({ row }) => (
                <span className="row-actions">
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => setSelected(row.original)}
                    aria-label={t('editNamed', { name: row.original.name })}
                  >
                    {t('edit')}
                  </button>
                  <ConfirmButton
                    question={t('deleteQuestion', { name: row.original.name })}
                    onConfirm={() =>
                      run(DeleteFlowDocument, { id: row.original.id }).then(reload, (e) => setError(messageOf(e)))
                    }
                  >
                    {t('delete')}
                  </ConfirmButton>
                </span>
              ),
            },
          ]}
        />
        {selected && (
          <FlowEditor
            key={selected === 'new' ? 'new' : selected.id}
            campaignId={campaignId}
            flow={selected === 'new' ? null : selected}
            onSaved={(f) => {
              setSelected(f);
              reload();
            }}
            onClose={() => setSelected(null)}
          />
        )}
      </div>
    </section>
  );
}
