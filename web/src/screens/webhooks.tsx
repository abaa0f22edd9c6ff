import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
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
import { useT } from '../i18n';
import type { EntityConfig } from '../ui/entity-config';
import { EntityScreen } from '../ui/entity-screen';
import { localTime } from '../ui/format';
import { DataTable } from '../ui/table';

/** The events a webhook may carry, by name (the API's event in the tooltip). */
const eventName = (t: TFunction, event: string) => t(`events.${event.replace('.', '_')}`, { defaultValue: event });

const webhooks = (t: TFunction): EntityConfig<WebhookFieldsFragment> => ({
  title: t('title'),
  singular: t('singular'),
  label: (w) => w.name,
  fields: [
    { name: 'name', label: t('name'), required: true },
    { name: 'url', label: t('url'), kind: 'url', required: true },
    { name: 'events', label: t('eventsField'), kind: 'tags', help: t('eventsHelp') },
    { name: 'secret', label: t('secret'), kind: 'password', placeholder: t('unchanged') },
  ],
  list: async () => (await run(WebhooksDocument, { limit: 500 })).webhooks.items,
  create: async (input) => (await run(CreateWebhookDocument, { input: input as never })).create_webhook,
  update: async (id, input) => (await run(UpdateWebhookDocument, { id, input })).update_webhook,
  remove: (id) => run(DeleteWebhookDocument, { id }),
  columns: [
    { accessorKey: 'name', header: t('name') },
    { accessorKey: 'url', header: t('urlColumn'), meta: { phone: false } },
    {
      id: 'events',
      header: t('events.column'),
      accessorFn: (w) => w.events.map((e) => eventName(t, e)).join(', '),
    },
    { accessorKey: 'enabled', header: t('enabled'), cell: ({ getValue }) => (getValue() ? t('on') : t('off')) },
    { accessorKey: 'last_delivery_code', header: t('lastCode'), meta: { phone: false } },
  ],
  details: (w, reload) => <WebhookDetails webhook={w} reload={reload} />,
});

function WebhookDetails({ webhook, reload }: { webhook: WebhookFieldsFragment; reload: () => void }) {
  const { t } = useT('webhooks');
  const deliveries = useQuery(WebhookDeliveriesDocument, { webhook_id: webhook.id, limit: 50 });
  const [open, setOpen] = useState<string | null>(null);
  const shown = deliveries.data?.webhook_deliveries.find((d) => d.id === open);
  return (
    <div className="subsection">
      <p>
        {webhook.enabled ? t('isEnabled') : t('isDisabled')}{' '}
        {webhook.enabled ? (
          <button
            type="button"
            className="danger"
            onClick={() =>
              window.confirm(t('disableQuestion', { name: webhook.name })) &&
              run(DisableWebhookDocument, { id: webhook.id }).then(reload)
            }
          >
            {t('disable')}
          </button>
        ) : (
          <button type="button" onClick={() => run(EnableWebhookDocument, { id: webhook.id }).then(reload)}>
            {t('enable')}
          </button>
        )}
      </p>
      <h3>{t('log')}</h3>
      <DataTable
        caption={t('log')}
        data={deliveries.data?.webhook_deliveries ?? []}
        columns={[
          { accessorKey: 'attempted_at', header: t('time'), cell: ({ getValue }) => localTime(getValue()) },
          {
            accessorKey: 'event',
            header: t('events.one'),
            cell: ({ getValue }) => <span title={getValue()}>{eventName(t, getValue())}</span>,
          },
          { accessorKey: 'attempt', header: t('attempt') },
          {
            accessorKey: 'result',
            header: t('result'),
            cell: ({ getValue }) => <span title={getValue()}>{t(`enums:webhookResult.${getValue()}`)}</span>,
          },
          { accessorKey: 'response_code', header: t('code') },
          {
            id: 'bodies',
            header: t('bodies'),
            cell: ({ row }) => (
              <button type="button" className="secondary" onClick={() => setOpen(row.original.id)}>
                {t('show')}
              </button>
            ),
          },
        ]}
      />
      {shown && (
        <div>
          <h4>{t('request')}</h4>
          <pre>{shown.request_body}</pre>
          <h4>{t('response')}</h4>
          <pre>{shown.response_body ?? shown.error ?? ''}</pre>
        </div>
      )}
    </div>
  );
}

export function WebhooksScreen() {
  const { t } = useT('webhooks');
  const config = useMemo(() => webhooks(t), [t]);
  return <EntityScreen config={config} />;
}
