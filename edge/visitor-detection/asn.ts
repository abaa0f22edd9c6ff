import { readFileSync } from 'node:fs';
import maxmind, { type Reader, type Response } from 'maxmind';
import type { ParsedIp } from '../../infra/ip-address';
import { IpRangeTableBuilder, type IpRangeTable } from './ip-range-table';

export interface AsnInfo {
  /** Autonomous system number, 0 when unknown. */
  asn: number;
  /** The network's organisation (reported as the visitor's ISP), '' when unknown. */
  isp: string;
}

const UNKNOWN: AsnInfo = { asn: 0, isp: '' };

/**
 * ISP / autonomous system of an address. By default from `@ip-location-db/asn` (RouteViews, RIR and
 * DB-IP data, CC BY 4.0), whose CSV ranges are loaded into sorted arrays (~0.5 s, ~20 MB); or from a
 * MaxMind GeoLite2-ASN / GeoIP2-ISP mmdb the operator supplies (GEOIP_ASN_DB).
 */
export class AsnDatabase {
  private constructor(
    private readonly lookupFn: (ip: ParsedIp, address: string) => AsnInfo,
    readonly source: string,
  ) {}

  static async open(path?: string): Promise<AsnDatabase> {
    if (path) {
      const reader: Reader<Response> = await maxmind.open<Response>(path, { watchForUpdates: true, watchForUpdatesNonPersistent: true });
      return new AsnDatabase((_ip, address) => {
        const record = reader.get(address) as Record<string, any> | null;
        if (!record) return UNKNOWN;
        return { asn: Number(record.autonomous_system_number ?? 0), isp: String(record.isp ?? record.autonomous_system_organization ?? '') };
      }, path);
    }
    const { table, asns, orgs } = (shipped ??= loadShippedCsv());
    return new AsnDatabase((ip) => {
      const index = table.find(ip);
      return index < 0 ? UNKNOWN : { asn: asns[index], isp: orgs[index] };
    }, '@ip-location-db/asn (RouteViews, NRO, DB-IP; CC BY 4.0)');
  }

  lookup(ip: ParsedIp, address: string): AsnInfo {
    return this.lookupFn(ip, address);
  }
}

/**
 * The shipped ranges, parsed once per process: the data never changes, and a process that starts
 * the service more than once (the tests, a restart in place) would parse the 60 MB again each time.
 */
let shipped: ReturnType<typeof loadShippedCsv> | undefined;

/** Ranges in the `-num.csv` files: `start,end,asn,organisation` with the organisation maybe quoted. */
function loadShippedCsv(): { table: IpRangeTable; asns: number[]; orgs: string[] } {
  const builder = new IpRangeTableBuilder();
  const asns: number[] = [];
  const orgs: string[] = [];
  // Ranges point at distinct (asn, organisation) pairs: ~80k pairs for ~500k ranges.
  const pairs = new Map<string, number>();
  const rangeIndex = (asn: number, org: string) => {
    const key = `${asn}|${org}`;
    let index = pairs.get(key);
    if (index === undefined) {
      index = asns.push(asn) - 1;
      orgs.push(org);
      pairs.set(key, index);
    }
    return index;
  };
  for (const family of [4, 6] as const) {
    const text = readFileSync(require.resolve(`@ip-location-db/asn/asn-ipv${family}-num.csv`), 'utf8');
    let position = 0;
    while (position < text.length) {
      let newline = text.indexOf('\n', position);
      if (newline < 0) newline = text.length;
      const line = text.slice(position, newline);
      position = newline + 1;
      const first = line.indexOf(',');
      const second = line.indexOf(',', first + 1);
      const third = line.indexOf(',', second + 1);
      if (third < 0) continue;
      const asn = Number(line.slice(second + 1, third));
      let org = line.slice(third + 1).trim();
      if (org.startsWith('"')) org = org.slice(1, -1).replaceAll('""', '"');
      const value = rangeIndex(asn, org);
      if (family === 4) builder.addV4(Number(line.slice(0, first)), Number(line.slice(first + 1, second)), value);
      else builder.addV6(BigInt(line.slice(0, first)), BigInt(line.slice(first + 1, second)), value);
    }
  }
  return { table: builder.build(), asns, orgs };
}
