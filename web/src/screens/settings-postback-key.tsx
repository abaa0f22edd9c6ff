import { useCan } from '../api/permissions';
import { run } from '../api/hooks';
import { SetPostbackKeyDocument } from '../generated/graphql';
import { useT } from '../i18n';
import { ConfirmButton } from '../ui/buttons';
import { FieldError, Fields, FormErrors, useForm } from '../ui/form';
import { toast } from '../ui/toast';

/** A key as the page shows it once saved: its ends only ("ke••••••12"). */
export const maskKey = (key: string) => `${key.slice(0, 2)}${'•'.repeat(6)}${key.slice(-2)}`;

/**
 * "Postback key from your previous tracker" (docs/conversions.md "Postbacks from Keitaro and Binom
 * networks"): the workspace's postback key set to the old tracker's (6–64 letters and digits), so the
 * networks' URLs keep working once the old domain points here. Owners and admins only (settings.edit):
 * hidden for the others. The API's refusals (format, a key another workspace holds) land under the field.
 */
export function ImportedPostbackKey({
  workspace,
  onSaved,
}: {
  workspace: { postback_key: string | null; postback_key_imported: boolean };
  onSaved: () => void;
}) {
  const { t } = useT('settings');
  const allowed = useCan('settings', 'edit');
  const form = useForm({ postback_key: '' }, ['postback_key']);
  if (!allowed) return null;
  const save = form.submit(async (values) => {
    const key = String(values.postback_key).trim();
    if (!/^[A-Za-z0-9]{6,64}$/.test(key)) throw new FieldError('postback_key', t('postbackKey.invalid'));
    await run(SetPostbackKeyDocument, { postback_key: key });
    form.setValues({ postback_key: '' });
    toast(t('postbackKey.savedToast'));
    onSaved();
  });
  return (
    <form
      className="card"
      aria-labelledby="imported-postback-key"
      onSubmit={(e) => {
        e.preventDefault();
      }}
    >
      <h2 id="imported-postback-key">{t('postbackKey.title')}</h2>
      <p className="muted">{t('postbackKey.help')}</p>
      {workspace.postback_key_imported && workspace.postback_key && (
        <p data-testid="imported-postback-key">
          {t('postbackKey.current')} <code>{maskKey(workspace.postback_key)}</code>
        </p>
      )}
      <Fields
        specs={[
          {
            name: 'postback_key',
            label: t('postbackKey.label'),
            help: t('postbackKey.fieldHelp'),
            required: true,
          },
        ]}
        form={form}
      />
      <FormErrors errors={form.formErrors} />
      <ConfirmButton
        className=""
        question={t('postbackKey.question')}
        confirmLabel={t('postbackKey.save')}
        onConfirm={() => save()}
      >
        {t('postbackKey.save')}
      </ConfirmButton>
    </form>
  );
}
