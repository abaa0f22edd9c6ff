import { bareAddress } from './ip-address';

/**
 * The caller's address as rate limits count it. Behind TRUSTED_PROXIES request.ip is the
 * X-Forwarded-For entry as written: a source port there (Azure Application Gateway, IIS ARR) or an
 * IPv4-mapped form would give each connection a bucket of its own.
 */
export function clientAddress(request: { ip: string }): string {
  return bareAddress(request.ip) || request.ip;
}
