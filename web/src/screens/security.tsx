import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { run, useQuery } from '../api/hooks';
import { setSession } from '../api/session';
import {
  BeginTwoFactorDocument,
  ChangePasswordDocument,
  ConfirmTwoFactorDocument,
  DisableTwoFactorDocument,
  RegenerateBackupCodesDocument,
  TwoFactorStatusDocument,
} from '../generated/graphql';
import { useT } from '../i18n';
import { Fields, FormErrors, useForm } from '../ui/form';

/** 2FA set-up (QR code, confirm, backup codes shown once), disabling it, and the password. */
export function SecurityScreen() {
  const { t } = useT('security');
  const status = useQuery(TwoFactorStatusDocument, {});
  const [setup, setSetup] = useState<{ secret: string; uri: string; qr: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useForm({ code: '' }, ['code']);
  const reauth = useForm({ code: '', password: '' }, ['code', 'password']);
  const password = useForm({ current_password: '', new_password: '' }, ['current_password', 'new_password']);
  const [passwordDone, setPasswordDone] = useState(false);

  useEffect(() => {
    if (!setup || setup.qr) return;
    QRCode.toDataURL(setup.uri, { margin: 1, width: 220 }).then((qr) => setSetup((s) => (s ? { ...s, qr } : s)));
  }, [setup]);

  const enabled = status.data?.two_factor_status.enabled;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('title')}</h1>
      <div className="cards">
        <div className="card">
          <h2>{t('twoFactor')}</h2>
          <p>
            {t('status')} <strong>{enabled ? t('on') : t('off')}</strong>
            {enabled && <> · {t('codesLeft', { count: status.data?.two_factor_status.backup_codes_left ?? 0 })}</>}
          </p>
          {!enabled && !setup && (
            <button
              type="button"
              onClick={async () => {
                const { begin_two_factor } = await run(BeginTwoFactorDocument, {});
                setSetup({ secret: begin_two_factor.secret, uri: begin_two_factor.otpauth_uri, qr: '' });
              }}
            >
              {t('setUp')}
            </button>
          )}
          {setup && (
            <form
              onSubmit={confirm.submit(async (values) => {
                const { confirm_two_factor } = await run(ConfirmTwoFactorDocument, {
                  input: { code: String(values.code).trim() },
                });
                setCodes(confirm_two_factor.backup_codes);
                setSetup(null);
                status.reload();
              })}
            >
              <p>{t('scan')}</p>
              {setup.qr && <img src={setup.qr} alt={t('qr')} width={220} height={220} className="qr" />}
              <p>
                {t('orSecret')} <code data-testid="totp-secret">{setup.secret}</code>
              </p>
              <Fields specs={[{ name: 'code', label: t('code'), required: true }]} form={confirm} />
              <FormErrors errors={confirm.formErrors} />
              <button type="submit" disabled={confirm.busy}>
                {t('turnOn')}
              </button>
            </form>
          )}
          {codes && (
            <div className="shown-once" role="status">
              <h3>{t('backupCodes')}</h3>
              <p>{t('keepSafe')}</p>
              <ul className="codes">
                {codes.map((c) => (
                  <li key={c}>
                    <code>{c}</code>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {enabled && (
            <form onSubmit={(e) => e.preventDefault()}>
              <p>{t('reauth')}</p>
              <Fields
                specs={[
                  { name: 'code', label: t('currentCode') },
                  { name: 'password', label: t('orPassword'), kind: 'password' },
                ]}
                form={reauth}
              />
              <FormErrors errors={reauth.formErrors} />
              <div className="actions">
                <button
                  type="button"
                  className="secondary"
                  onClick={reauth.submit(async (v) => {
                    const { regenerate_backup_codes } = await run(RegenerateBackupCodesDocument, {
                      input: reauthInput(v),
                    });
                    setCodes(regenerate_backup_codes.backup_codes);
                    status.reload();
                  })}
                >
                  {t('newCodes')}
                </button>
                <button
                  type="button"
                  className="danger"
                  onClick={(e) => {
                    if (!window.confirm(t('offQuestion'))) return;
                    void reauth.submit(async (v) => {
                      await run(DisableTwoFactorDocument, { input: reauthInput(v) });
                      setCodes(null);
                      status.reload();
                    })(e);
                  }}
                >
                  {t('turnOff')}
                </button>
              </div>
            </form>
          )}
        </div>
        <div className="card">
          <h2>{t('password')}</h2>
          <form
            onSubmit={password.submit(async (v) => {
              const { change_password } = await run(ChangePasswordDocument, {
                input: { current_password: String(v.current_password), new_password: String(v.new_password) },
              });
              // Earlier tokens stop working: the answer is this tab's new one.
              setSession({
                token: change_password.token,
                expires_at: change_password.expires_at,
                workspace_id: change_password.workspace_id,
              });
              setPasswordDone(true);
            })}
          >
            <Fields
              specs={[
                { name: 'current_password', label: t('currentPassword'), kind: 'password', required: true },
                { name: 'new_password', label: t('newPassword'), kind: 'password', required: true },
              ]}
              form={password}
            />
            <FormErrors errors={password.formErrors} />
            {passwordDone && <p role="status">{t('changed')}</p>}
            <button type="submit" disabled={password.busy}>
              {t('change')}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}

function reauthInput(v: Record<string, string | boolean>) {
  const code = String(v.code ?? '').trim();
  const password = String(v.password ?? '');
  return { ...(code ? { code } : {}), ...(password ? { password } : {}) };
}
