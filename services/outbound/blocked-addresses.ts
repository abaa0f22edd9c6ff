import { isIP } from 'node:net';
import { cidrMatcher } from '../../infra/ip-ranges';

/**
 * Addresses the service never sends a request to (webhooks, outbound postbacks, CAPI): anything
 * that is not a public unicast address. Keeps a user-entered URL from reaching the service's own
 * network (SSRF): loopback, private and shared ranges, link-local with the cloud metadata
 * address 169.254.169.254, multicast, reserved and documentation ranges, in IPv4 and IPv6.
 */
const BLOCKED_IPV4 = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT (shared)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, includes the cloud metadata address 169.254.169.254
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, includes broadcast 255.255.255.255
];

const BLOCKED_IPV6 = [
  '::/128', // unspecified
  '::1/128', // loopback
  '100::/64', // discard
  '2001::/23', // IETF protocol assignments, includes Teredo 2001::/32
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
  '5f00::/16', // segment routing
  'fc00::/7', // unique local (private)
  'fe80::/10', // link-local
  'fec0::/10', // site-local (deprecated)
  'ff00::/8', // multicast
];

const blockedV4 = cidrMatcher(BLOCKED_IPV4);
const blockedV6 = cidrMatcher(BLOCKED_IPV6);

/** The 8 16-bit groups of an IPv6 address (zone id dropped, an embedded dotted quad expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0].toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  const middle = tail === undefined ? [] : new Array(8 - front.length - back.length).fill(0);
  return [...front, ...middle, ...back];
}

function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * The IPv4 address an IPv6 address carries and that the network may deliver to: IPv4-mapped
 * (::ffff:0:0/96), IPv4-compatible (::/96), IPv4-translated (::ffff:0:0:0/96, SIIT), NAT64
 * (64:ff9b::/96 and 64:ff9b:1::/48) and 6to4 (2002::/16). `::ffff:127.0.0.1` must be as blocked
 * as `127.0.0.1`.
 */
function embeddedIpv4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return ipv4FromGroups(groups[6], groups[7]);
  if (zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0) return ipv4FromGroups(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && (zeros(2, 6) || groups[2] === 1))
    return ipv4FromGroups(groups[6], groups[7]);
  if (groups[0] === 0x2002) return ipv4FromGroups(groups[1], groups[2]);
  return null;
}

/**
 * Why an address must not be contacted, or null when it is a public unicast address. A
 * string that is not an IP address is refused too: the caller resolves names first. An IPv6
 * address that embeds no IPv4 address must also be global unicast (2000::/3): everything else is
 * reserved or unassigned, and a translator could deliver it anywhere.
 */
export function blockedAddressReason(address: string): string | null {
  const bare = address.split('%')[0];
  const family = isIP(bare);
  if (family === 4) return blockedV4(bare) ? 'a private, loopback, link-local or reserved IPv4 address' : null;
  if (family !== 6) return 'not an IP address';
  const groups = ipv6Groups(bare);
  const inner = embeddedIpv4(groups);
  if (inner !== null) {
    // ::/128 and ::1/128 sit inside ::/96 but are IPv6 addresses of their own.
    if (blockedV6(bare)) return 'a private, loopback, link-local or reserved IPv6 address';
    return blockedV4(inner) ? 'an IPv6 address embedding a blocked IPv4 address' : null;
  }
  if (blockedV6(bare)) return 'a private, loopback, link-local or reserved IPv6 address';
  return (groups[0] & 0xe000) === 0x2000 ? null : 'an IPv6 address outside global unicast (2000::/3)';
}

/** Decides about one address: null to allow, else why it is refused. */
export type AddressPolicy = (address: string) => string | null;

/**
 * The policy of this process: every blocked address is refused, except those in the TEST-ONLY
 * allowance (OUTBOUND_ALLOW_PRIVATE_FOR_TESTS, empty in production) that lets tests talk to a
 * receiver on 127.0.0.1.
 */
export function addressPolicy(allowForTests: readonly string[] = []): AddressPolicy {
  const allowed = allowForTests.length > 0 ? cidrMatcher([...allowForTests]) : () => false;
  return (address) => (allowed(address.split('%')[0]) ? null : blockedAddressReason(address));
}
