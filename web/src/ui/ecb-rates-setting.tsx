import { Switch } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { useCan } from '../api/permissions';
import { CurrentWorkspaceDocument, UpdateWorkspaceDocument } from '../generated/graphql';
import { useT } from '../i18n';
import { toast, toastError } from './toast';

/**
 * The workspace's "fetch the ECB's daily rates" switch (PUT /workspace `ecb_rates`), above the
 * currency-rate list: the hourly sweep stores EUR rates and every pair crosses through EUR.
 */
export function EcbRatesSetting() {
  const { t } = useT('money');
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const canEdit = useCan('settings', 'edit');
  const [busy, setBusy] = useState(false);
  const on = workspace.data?.workspace.ecb_rates;
  if (on === undefined) return null;
  return (
    <div className="money-ecb" data-testid="ecb-rates-setting">
      <Switch
        label={t('ecb.label')}
        description={t('ecb.help')}
        checked={on}
        disabled={busy || canEdit === false}
        onChange={async (e) => {
          const ecb_rates = e.currentTarget.checked;
          setBusy(true);
          try {
            await run(UpdateWorkspaceDocument, { input: { ecb_rates } });
            toast(t(ecb_rates ? 'ecb.on' : 'ecb.off'));
            workspace.reload();
          } catch (error) {
            toastError(messageOf(error));
          } finally {
            setBusy(false);
          }
        }}
      />
    </div>
  );
}
