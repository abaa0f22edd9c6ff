import { errors, jwtVerify, SignJWT } from 'jose';
import { deriveKey } from '../crypto/keys';

/** Admin API token lifetime (spec: Limits). */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;
const ISSUER = 'traffic-tracker';
const AUDIENCE = 'admin_api';

/** What an admin token says: who, which workspace, and which password generation it belongs to. */
export interface AccessClaims {
  user_id: string;
  workspace_id: string;
  token_version: number;
}

export interface IssuedToken {
  token: string;
  expires_at: Date;
  user_id: string;
  workspace_id: string;
}

export class TokenRejected extends Error {}

/** Signs an HS256 JWT with a key derived from APP_SECRET (HKDF), valid for 7 days from `now`. */
export async function issueAccessToken(appSecret: string, claims: AccessClaims, now: Date): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT({ wsp: claims.workspace_id, ver: claims.token_version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.user_id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(deriveKey(appSecret, 'jwt-hs256'));
  return { token, expires_at: new Date(expiresAt * 1000), user_id: claims.user_id, workspace_id: claims.workspace_id };
}

/** Verifies signature, issuer, audience and lifetime; throws TokenRejected with a short reason. */
export async function verifyAccessToken(appSecret: string, token: string, now: Date): Promise<AccessClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, deriveKey(appSecret, 'jwt-hs256'), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenRejected('token expired');
    throw new TokenRejected('invalid token');
  }
  const { sub, wsp, ver } = payload as { sub?: unknown; wsp?: unknown; ver?: unknown };
  if (typeof sub !== 'string' || typeof wsp !== 'string' || typeof ver !== 'number')
    throw new TokenRejected('invalid token');
  return { user_id: sub, workspace_id: wsp, token_version: ver };
}
