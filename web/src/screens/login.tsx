import { useState } from 'react';
import { ApiError } from '../api/errors';
import { run } from '../api/hooks';
import { setSession } from '../api/session';
import { LoginDocument } from '../generated/graphql';
import { useT } from '../i18n';
import { Fields, FormErrors, useForm, type FieldSpec } from '../ui/form';

/** Log in: e-mail and password, then (when 2FA is on) a TOTP or backup code. */
export function LoginScreen({ productName, logoUrl }: { productName: string; logoUrl?: string | null }) {
  const { t } = useT();
  const [needsCode, setNeedsCode] = useState(false);
  const credentials: FieldSpec[] = [
    { name: 'email', label: t('login.email'), required: true },
    { name: 'password', label: t('login.password'), kind: 'password', required: true },
  ];
  const secondFactor: FieldSpec[] = [
    { name: 'mfa_code', label: t('login.code'), required: true, help: t('login.codeHelp') },
  ];
  const specs = needsCode ? [...credentials, ...secondFactor] : credentials;
  const form = useForm({ email: '', password: '', mfa_code: '' }, ['email', 'password', 'mfa_code']);
  return (
    <main className="login">
      <form
        aria-labelledby="login-title"
        onSubmit={form.submit(async (values) => {
          try {
            const { login } = await run(LoginDocument, {
              input: {
                email: String(values.email),
                password: String(values.password),
                ...(needsCode ? { mfa_code: String(values.mfa_code).trim() } : {}),
              },
            });
            setSession({ token: login.token, expires_at: login.expires_at, workspace_id: login.workspace_id });
          } catch (error) {
            // The service asks for the second factor with a message naming mfa_code.
            if (error instanceof ApiError && !needsCode && /mfa/i.test(error.message)) {
              setNeedsCode(true);
              return;
            }
            throw error;
          }
        })}
      >
        {logoUrl && <img src={logoUrl} alt="" className="logo" />}
        <h1 id="login-title">{productName}</h1>
        <Fields specs={specs} form={form} />
        <FormErrors errors={form.formErrors} />
        <button type="submit" disabled={form.busy}>
          {needsCode ? t('login.verify') : t('login.logIn')}
        </button>
      </form>
    </main>
  );
}
