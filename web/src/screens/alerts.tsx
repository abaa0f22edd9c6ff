import { useState } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import {
  AlertSettingsDocument,
  MessengerDeliveriesDocument,
  TestMessengerAlertDocument,
  UpdateAlertSettingsDocument,
  type AlertSettingsFieldsFragment,
  type TestMessengerAlertMutation,
} from '../generated/graphql';
import { ConfirmButton } from '../ui/buttons';
import { Fields, FormErrors, inputOf, useForm, valuesOf, type FieldSpec } from '../ui/form';
import { localTime } from '../ui/format';
import { DataTable } from '../ui/table';

const FIELDS: FieldSpec[] = [
  {
    name: 'messenger_api_base_url',
    label: 'Messenger API base URL',
    kind: 'url',
    help: 'Telegram Bot API or a compatible server',
  },
  { name: 'messenger_bot_token', label: 'Bot token (write-only)', kind: 'password' },
  { name: 'messenger_chat_id', label: 'Chat id', help: 'a numeric chat id or an @channel name' },
];

/** Settings: the messenger alert channel of auto-rules, its test button and its delivery log. */
export function MessengerAlerts() {
  const settings = useQuery(AlertSettingsDocument, {});
  const deliveries = useQuery(MessengerDeliveriesDocument, { limit: 50 });
  const current = settings.data?.alert_settings;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a card laid out as the others; a fieldset would bring its own frame
    <div className="card wide" aria-label="Messenger alerts" role="group">
      <h2>Messenger alerts</h2>
      {current && (
        <AlertForm
          key={current.updated_at ?? 'new'}
          settings={current}
          onSaved={() => {
            settings.reload();
            deliveries.reload();
          }}
        />
      )}
      <header className="screen-head">
        <h3>Delivery log</h3>
        <button type="button" className="secondary" onClick={deliveries.reload}>
          Refresh deliveries
        </button>
      </header>
      <DataTable
        caption="Messenger deliveries"
        empty="No alert sent yet."
        data={deliveries.data?.messenger_deliveries ?? []}
        columns={[
          { accessorKey: 'attempted_at', header: 'When', cell: ({ getValue }) => localTime(getValue()) },
          { accessorKey: 'result', header: 'Result' },
          { accessorKey: 'attempt', header: 'Attempt' },
          { accessorKey: 'response_code', header: 'Code' },
          { accessorKey: 'text', header: 'Text' },
          { id: 'answer', header: 'Answer / error', accessorFn: (d) => d.error ?? d.response_body ?? '' },
          { accessorKey: 'duration_ms', header: 'ms' },
        ]}
      />
    </div>
  );
}

function AlertForm({ settings, onSaved }: { settings: AlertSettingsFieldsFragment; onSaved: () => void }) {
  const initial = valuesOf(FIELDS, settings);
  const form = useForm(
    initial,
    FIELDS.map((f) => f.name),
  );
  const [test, setTest] = useState<TestMessengerAlertMutation['test_messenger_alert'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const specs = FIELDS.map((f) =>
    f.name === 'messenger_bot_token'
      ? { ...f, placeholder: settings.messenger_bot_token_set ? 'set — type a new one to replace it' : 'not set' }
      : f,
  );
  return (
    <form
      aria-label="Messenger alert settings"
      onSubmit={form.submit(async (values) => {
        await run(UpdateAlertSettingsDocument, { input: inputOf(FIELDS, values, initial) });
        onSaved();
      })}
    >
      <Fields specs={specs} form={form} />
      <p>
        Bot token: <strong data-testid="bot-token-set">{settings.messenger_bot_token_set ? 'set' : 'not set'}</strong> ·
        ready to send: <strong>{settings.messenger_ready ? 'yes' : 'no'}</strong>
      </p>
      <FormErrors errors={form.formErrors} />
      <div className="actions">
        <button type="submit" disabled={form.busy}>
          Save alert settings
        </button>
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            setTest(null);
            try {
              setTest((await run(TestMessengerAlertDocument, {})).test_messenger_alert);
            } catch (e) {
              setError(messageOf(e));
            } finally {
              setBusy(false);
              onSaved();
            }
          }}
        >
          {busy ? 'Sending…' : 'Send a test alert'}
        </button>
        {settings.messenger_bot_token_set && (
          <ConfirmButton
            question="Remove the bot token? Messenger alerts stop until a new one is set."
            onConfirm={() =>
              run(UpdateAlertSettingsDocument, { input: { messenger_bot_token: null } }).then(onSaved, (e) =>
                setError(messageOf(e)),
              )
            }
          >
            Remove bot token
          </ConfirmButton>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {test && (
        <div
          className={test.delivered ? 'test-answer ok' : 'test-answer failed'}
          role="status"
          aria-label="Test alert answer"
        >
          <strong>{test.delivered ? 'Delivered' : 'Not delivered'}</strong>
          {test.response_code != null && ` · HTTP ${test.response_code}`}
          {test.error && ` · ${test.error}`}
          {test.response_body && <pre>{test.response_body}</pre>}
        </div>
      )}
    </form>
  );
}
