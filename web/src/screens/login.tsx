import { useState } from 'react';
import { ApiError } from '../api/errors';
import { run } from '../api/hooks';
import { setSession } from '../api/session';
import { LoginDocument } from '../generated/graphql';
import { Fields, FormErrors, useForm, type FieldSpec } from '../ui/form';

const CREDENTIALS: FieldSpec[] = [
  { name: 'email', label: 'E-mail', required: true },
  { name: 'password', label: 'Password', kind: 'password', required: true },
];
const SECOND_FACTOR: FieldSpec[] = [
  {
    name: 'mfa_code',
    label: 'Code from your authenticator app, or a backup code',
    required: true,
    help: '6 digits, or XXXXX-XXXXX',
  },
];

/** Log in: e-mail and password, then (when 2FA is on) a TOTP or backup code. */
export function LoginScreen({ productName, logoUrl }: { productName: string; logoUrl?: string | null }) {
  const [needsCode, setNeedsCode] = useState(false);
  const specs = needsCode ? [...CREDENTIALS, ...SECOND_FACTOR] : CREDENTIALS;
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
          {needsCode ? 'Verify and log in' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
