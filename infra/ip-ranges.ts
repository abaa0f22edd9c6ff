import { BlockList, isIP } from 'node:net';

/** Strips the IPv4-mapped IPv6 prefix so `::ffff:10.0.0.1` matches `10.0.0.0/8`. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

/** Builds a matcher from CIDRs or single addresses (IPv4 and IPv6). Throws on a malformed entry. */
export function cidrMatcher(cidrs: string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of cidrs) {
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`not an IP range: "${entry}"`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 6 ? 128 : 32)) throw new Error(`not an IP range: "${entry}"`);
    list.addSubnet(address, prefix, type);
  }
  return (ip: string) => {
    const address = normalizeIp(ip);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
