import { isIP, isIPv4, isIPv6 } from 'node:net';
import { normalizeIp } from './ip-ranges';

/** An address as numbers: IPv4 as an unsigned 32-bit integer, IPv6 as two unsigned 64-bit halves. */
export type ParsedIp = { family: 4; value: number } | { family: 6; hi: bigint; lo: bigint };

const MASK64 = (1n << 64n) - 1n;

export function parseIpv4(address: string): number | null {
  if (!isIPv4(address)) return null;
  const [a, b, c, d] = address.split('.').map(Number);
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

/** IPv6 (any textual form, with or without an embedded IPv4 tail) as a 128-bit bigint. */
export function parseIpv6(address: string): bigint | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0];
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = parseIpv4(tail[1])!;
    text = `${text.slice(0, -tail[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest !== undefined && rest !== '' ? rest.split(':') : [];
  const groups = rest === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  let value = 0n;
  for (const group of groups) value = (value << 16n) | BigInt(parseInt(group, 16));
  return value;
}

/** Parses a client address; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as IPv4. */
export function parseIp(address: string): ParsedIp | null {
  const normalized = normalizeIp(address.trim());
  const v4 = parseIpv4(normalized);
  if (v4 !== null) return { family: 4, value: v4 };
  const v6 = parseIpv6(normalized);
  return v6 === null ? null : { family: 6, hi: v6 >> 64n, lo: v6 & MASK64 };
}

export function splitIpv6(value: bigint): { hi: bigint; lo: bigint } {
  return { hi: value >> 64n, lo: value & MASK64 };
}

/**
 * The address in `1.2.3.4:80`, `[2001:db8::1]:443`, `[2001:db8::1]` or `fe80::1%eth0` (a proxy's
 * X-Forwarded-For entry as written, which Fastify's request.ip passes on); '' when there is none.
 */
export function bareAddress(text: string): string {
  const match = /^\[([^\]]+)\](?::\d+)?$/.exec(text) ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text);
  const address = normalizeIp((match ? match[1] : text).split('%')[0]);
  return isIP(address) ? address : '';
}
