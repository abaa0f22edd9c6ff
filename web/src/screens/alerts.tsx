import type { TFunction } from 'i18next';
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
import { useT } from '../i18n';

const fieldsOf = (t: TFunction): FieldSpec[] => [
  { name: 'messenger_api_base_url', label: t('alerts.baseUrl'), kind: 'url', help: t('alerts.baseUrlHelp') },
  { name: 'messenger_bot_token', label: t('alerts.token'), kind: 'password' },
  { name: 'messenger_chat_id', label: t('alerts.chat'), help: t('alerts.chatHelp') },
];

/** Settings: the messenger alert channel of auto-rules, its test button and its delivery log. */
export function MessengerAlerts() {
  const { t } = useT('settings');
  const settings = useQuery(AlertSettingsDocument, {});
  const deliveries = useQuery(MessengerDeliveriesDocument, { limit: 50 });
  const current = settings.data?.alert_settings;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a card laid out as the others; a fieldset would bring its own frame
    <div className="card wide" aria-label={t('alerts.title')} role="group">
      <h2>{t('alerts.title')}</h2>
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
        <h3>{t('alerts.log')}</h3>
        <button type="button" className="secondary" onClick={deliveries.reload}>
          {t('alerts.refresh')}
        </button>
      </header>
      <DataTable
        caption={t('alerts.deliveries')}
        empty={t('alerts.none')}
        data={deliveries.data?.messenger_deliveries ?? []}
        columns={[
          { accessorKey: 'attempted_at', header: t('alerts.when'), cell: ({ getValue }) => localTime(getValue()) },
          {
            accessorKey: 'result',
            header: t('alerts.result'),
            cell: ({ getValue }) => (
              <span title={getValue()}>{t(`enums:webhookResult.${getValue()}`, { defaultValue: getValue() })}</span>
            ),
          },
          { accessorKey: 'attempt', header: t('alerts.attempt') },
          { accessorKey: 'response_code', header: t('alerts.code') },
          { accessorKey: 'text', header: t('alerts.text') },
          { id: 'answer', header: t('alerts.answer'), accessorFn: (d) => d.error ?? d.response_body ?? '' },
          { accessorKey: 'duration_ms', header: t('alerts.ms') },
        ]}
      />
    </div>
  );
}

function AlertForm({ settings, onSaved }: { settings: AlertSettingsFieldsFragment; onSaved: () => void }) {
  const { t } = useT('settings');
  const FIELDS = fieldsOf(t);
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
      ? { ...f, placeholder: settings.messenger_bot_token_set ? t('alerts.tokenSetHint') : t('alerts.notSet') }
      : f,
  );
  return (
    <form
      aria-label={t('alerts.settings')}
      onSubmit={form.submit(async (values) => {
        await run(UpdateAlertSettingsDocument, { input: inputOf(FIELDS, values, initial) });
        onSaved();
      })}
    >
      <Fields specs={specs} form={form} />
      <p>
        {t('alerts.tokenIs')}{' '}
        <strong data-testid="bot-token-set">
          {settings.messenger_bot_token_set ? t('alerts.set') : t('alerts.notSet')}
        </strong>{' '}
        · {t('alerts.ready')} <strong>{settings.messenger_ready ? t('alerts.yes') : t('alerts.no')}</strong>
      </p>
      <FormErrors errors={form.formErrors} />
      <div className="actions">
        <button type="submit" disabled={form.busy}>
          {t('alerts.save')}
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
          {busy ? t('alerts.sending') : t('alerts.test')}
        </button>
        {settings.messenger_bot_token_set && (
          <ConfirmButton
            question={t('alerts.removeQuestion')}
            onConfirm={() =>
              run(UpdateAlertSettingsDocument, { input: { messenger_bot_token: null } }).then(onSaved, (e) =>
                setError(messageOf(e)),
              )
            }
          >
            {t('alerts.remove')}
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
          aria-label={t('alerts.testAnswer')}
        >
          <strong>{test.delivered ? t('alerts.delivered') : t('alerts.notDelivered')}</strong>
          {test.response_code != null && ` · HTTP ${test.response_code}`}
          {test.error && ` · ${test.error}`}
          {test.response_body && <pre>{test.response_body}</pre>}
        </div>
      )}
    </form>
  );
}
