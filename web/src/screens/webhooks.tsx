import { useState } from 'react';
import { run, useQuery } from '../api/hooks';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  DisableWebhookDocument,
  EnableWebhookDocument,
  UpdateWebhookDocument,
  WebhookDeliveriesDocument,
  WebhooksDocument,
  type WebhookFieldsFragment,
} from '../generated/graphql';
import { EntityScreen, type EntityConfig } from '../ui/entity-screen';
import { DataTable } from '../ui/table';

const webhooks: EntityConfig<WebhookFieldsFragment> = {
  title: 'Webhooks',
  singular: 'webhook',
  label: (w) => w.name,
  fields: [
    { name: 'name', label: 'Name', required: true },
    { name: 'url', label: 'URL (https)', kind: 'url', required: true },
    {
      name: 'events',
      label: 'Events (comma-separated)',
      kind: 'tags',
      help: 'conversion.created, rule.fired, rule.recovered',
    },
    {
      name: 'secret',
      label: 'Signing secret (write-only; empty: generated)',
      kind: 'password',
      placeholder: 'unchanged',
    },
  ],
  list: async () => (await run(WebhooksDocument, { limit: 500 })).webhooks.items,
  create: async (input) => (await run(CreateWebhookDocument, { input: input as never })).create_webhook,
  update: async (id, input) => (await run(UpdateWebhookDocument, { id, input })).update_webhook,
  remove: (id) => run(DeleteWebhookDocument, { id }),
  columns: [
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'url', header: 'URL' },
    { id: 'events', header: 'Events', accessorFn: (w) => w.events.join(', ') },
    { accessorKey: 'enabled', header: 'Enabled', cell: ({ getValue }) => (getValue() ? 'on' : 'off') },
    { accessorKey: 'last_delivery_code', header: 'Last code' },
  ],
  details: (w, reload) => <WebhookDetails webhook={w} reload={reload} />,
};

function WebhookDetails({ webhook, reload }: { webhook: WebhookFieldsFragment; reload: () => void }) {
  const deliveries = useQuery(WebhookDeliveriesDocument, { webhook_id: webhook.id, limit: 50 });
  const [open, setOpen] = useState<string | null>(null);
  const shown = deliveries.data?.webhook_deliveries.find((d) => d.id === open);
  return (
    <div className="subsection">
      <p>
        {webhook.enabled ? 'Enabled' : 'Disabled'}{' '}
        {webhook.enabled ? (
          <button
            type="button"
            className="danger"
            onClick={() =>
              window.confirm(`Disable webhook "${webhook.name}"?`) &&
              run(DisableWebhookDocument, { id: webhook.id }).then(reload)
            }
          >
            Disable
          </button>
        ) : (
          <button type="button" onClick={() => run(EnableWebhookDocument, { id: webhook.id }).then(reload)}>
            Enable
          </button>
        )}
      </p>
      <h3>Delivery log</h3>
      <DataTable
        caption="Deliveries"
        data={deliveries.data?.webhook_deliveries ?? []}
        columns={[
          { accessorKey: 'attempted_at', header: 'Time' },
          { accessorKey: 'event', header: 'Event' },
          { accessorKey: 'attempt', header: 'Try' },
          { accessorKey: 'result', header: 'Result' },
          { accessorKey: 'response_code', header: 'Code' },
          {
            id: 'bodies',
            header: 'Bodies',
            cell: ({ row }) => (
              <button type="button" className="secondary" onClick={() => setOpen(row.original.id)}>
                Show
              </button>
            ),
          },
        ]}
      />
      {shown && (
        <div>
          <h4>Request body</h4>
          <pre>{shown.request_body}</pre>
          <h4>Response body</h4>
          <pre>{shown.response_body ?? shown.error ?? ''}</pre>
        </div>
      )}
    </div>
  );
}

export const WebhooksScreen = () => <EntityScreen config={webhooks} />;
