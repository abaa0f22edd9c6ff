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
import { Fields, FormErrors, useForm } from '../ui/form';

/** 2FA set-up (QR code, confirm, backup codes shown once), disabling it, and the password. */
export function SecurityScreen() {
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
      <h1 id="screen-title">Account security</h1>
      <div className="cards">
        <div className="card">
          <h2>Two-factor authentication</h2>
          <p>
            Status: <strong>{enabled ? 'on' : 'off'}</strong>
            {enabled && <> · backup codes left: {status.data?.two_factor_status.backup_codes_left}</>}
          </p>
          {!enabled && !setup && (
            <button
              type="button"
              onClick={async () => {
                const { begin_two_factor } = await run(BeginTwoFactorDocument, {});
                setSetup({ secret: begin_two_factor.secret, uri: begin_two_factor.otpauth_uri, qr: '' });
              }}
            >
              Set up 2FA
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
              <p>Scan this code with an authenticator app, then type the 6-digit code it shows.</p>
              {setup.qr && (
                <img src={setup.qr} alt="QR code of the 2FA secret" width={220} height={220} className="qr" />
              )}
              <p>
                Or enter the secret: <code data-testid="totp-secret">{setup.secret}</code>
              </p>
              <Fields specs={[{ name: 'code', label: 'Code from the app', required: true }]} form={confirm} />
              <FormErrors errors={confirm.formErrors} />
              <button type="submit" disabled={confirm.busy}>
                Turn on 2FA
              </button>
            </form>
          )}
          {codes && (
            <div className="shown-once" role="status">
              <h3>Backup codes (shown once)</h3>
              <p>Keep them somewhere safe: each logs you in once without the app.</p>
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
              <p>Disabling 2FA or new backup codes need a current code or your password.</p>
              <Fields
                specs={[
                  { name: 'code', label: 'Current code or backup code' },
                  { name: 'password', label: 'or password', kind: 'password' },
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
                  New backup codes
                </button>
                <button
                  type="button"
                  className="danger"
                  onClick={(e) => {
                    if (!window.confirm('Turn two-factor authentication off?')) return;
                    void reauth.submit(async (v) => {
                      await run(DisableTwoFactorDocument, { input: reauthInput(v) });
                      setCodes(null);
                      status.reload();
                    })(e);
                  }}
                >
                  Turn 2FA off
                </button>
              </div>
            </form>
          )}
        </div>
        <div className="card">
          <h2>Password</h2>
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
                { name: 'current_password', label: 'Current password', kind: 'password', required: true },
                { name: 'new_password', label: 'New password', kind: 'password', required: true },
              ]}
              form={password}
            />
            <FormErrors errors={password.formErrors} />
            {passwordDone && <p role="status">Password changed; other sessions are logged out.</p>}
            <button type="submit" disabled={password.busy}>
              Change password
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
