import { readFileSync } from 'node:fs';
import maxmind, { type Reader, type Response } from 'maxmind';
import { DATACENTER_ASNS } from './datacenter-asns';
import type { ParsedIp } from '../../infra/ip-address';
import { IpRangeTableBuilder, type IpRangeTable } from './ip-range-table';

export interface IpFlags {
  is_proxy: boolean;
  is_tor: boolean;
  is_datacenter: boolean;
}

export interface IpFlagSources {
  /** MaxMind GeoIP2 Anonymous IP mmdb (commercial): proxy, VPN, TOR and hosting flags. */
  anonymousDb?: string;
  /** Files of addresses or CIDRs, one a line, `#` comments. */
  proxyList?: string;
  torList?: string;
  datacenterList?: string;
}

/**
 * Proxy / TOR / datacenter flags. No npm package ships proxy or TOR lists, so without an operator's
 * list or Anonymous IP database those two flags are always false; datacenter also follows the
 * hosting-provider ASNs of datacenter-asns.ts.
 */
export class IpFlagDetector {
  private constructor(
    private readonly anonymous: Reader<Response> | null,
    private readonly proxy: IpRangeTable | null,
    private readonly tor: IpRangeTable | null,
    private readonly datacenter: IpRangeTable | null,
  ) {}

  static async open(sources: IpFlagSources = {}): Promise<IpFlagDetector> {
    const anonymous = sources.anonymousDb
      ? await maxmind.open<Response>(sources.anonymousDb, { watchForUpdates: true, watchForUpdatesNonPersistent: true })
      : null;
    return new IpFlagDetector(
      anonymous,
      loadList(sources.proxyList),
      loadList(sources.torList),
      loadList(sources.datacenterList),
    );
  }

  detect(ip: ParsedIp, address: string, asn: number): IpFlags {
    const record = this.anonymous?.get(address) as Record<string, boolean> | null | undefined;
    return {
      is_proxy:
        Boolean(record?.is_public_proxy || record?.is_anonymous_vpn || record?.is_residential_proxy) ||
        (this.proxy?.find(ip) ?? -1) >= 0,
      is_tor: Boolean(record?.is_tor_exit_node) || (this.tor?.find(ip) ?? -1) >= 0,
      is_datacenter:
        DATACENTER_ASNS.has(asn) || Boolean(record?.is_hosting_provider) || (this.datacenter?.find(ip) ?? -1) >= 0,
    };
  }
}

/** Reads a list file of addresses and CIDRs; a malformed line stops start-up with its line number. */
export function loadList(path: string | undefined): IpRangeTable | null {
  if (!path) return null;
  const builder = new IpRangeTableBuilder();
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((raw, index) => {
      const line = raw.replace(/#.*/, '').trim();
      if (!line) return;
      try {
        builder.addCidr(line, 1);
      } catch {
        throw new Error(`${path}:${index + 1}: not an IP address or CIDR: "${line}"`);
      }
    });
  return builder.build({ merge: true });
}
