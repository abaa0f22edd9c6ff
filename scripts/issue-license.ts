import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';

const USAGE = `usage:
  npm run issue-license -- --new-key-pair <private-key.pem>   writes a key pair; prints LICENSE_PUBLIC_KEY
  npm run issue-license -- --private-key <private-key.pem> --licensee 'ACME Ltd' [--edition pro] [--days 365]
                                                               prints a LICENSE_KEY`;

/** Issues licence keys (docs/accounts.md): Ed25519-signed JWTs the server verifies with LICENSE_PUBLIC_KEY. */
async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        'new-key-pair': { type: 'string' },
        'private-key': { type: 'string' },
        licensee: { type: 'string' },
        edition: { type: 'string' },
        days: { type: 'string' },
      },
      strict: true,
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values['new-key-pair']) {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    writeFileSync(values['new-key-pair'], privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
    console.log(`LICENSE_PUBLIC_KEY=${publicKey.export({ format: 'jwk' }).x}`);
    return 0;
  }
  if (!values['private-key'] || !values.licensee) {
    console.error(USAGE);
    return 2;
  }
  const days = values.days === undefined ? undefined : Number(values.days);
  if (days !== undefined && (!Number.isInteger(days) || days < 1)) {
    console.error('--days must be a positive integer');
    return 2;
  }
  const key = createPrivateKey(readFileSync(values['private-key']));
  const jwt = new SignJWT({ edition: values.edition ?? 'commercial' })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
    .setSubject(values.licensee)
    .setIssuedAt();
  if (days !== undefined) jwt.setExpirationTime(`${days}d`);
  console.log(`LICENSE_KEY=${await jwt.sign(key)}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`issue-license: ${(error as Error).message}`);
    process.exit(1);
  },
);
