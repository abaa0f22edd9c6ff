import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import type { ParsedIp } from '../../infra/ip-address';
import { IpRangeTableBuilder } from './ip-range-table';
import { readAsnRanges, writeAsnRanges, type ShippedAsns } from './asn-ranges-file';

export interface AsnInfo {
  /** Autonomous system number, 0 when unknown. */
  asn: number;
  /** The network's organisation (reported as the visitor's ISP), '' when unknown. */
  isp: string;
}

const UNKNOWN: AsnInfo = { asn: 0, isp: '' };

/**
 * ISP / autonomous system of an address. By default from `@ip-location-db/asn` (RouteViews, RIR and
 * DB-IP data, CC BY 4.0), whose CSV ranges are loaded into sorted arrays (~1 s, ~20 MB; kept parsed
 * under node_modules/.cache for the next process, see loadShipped); or from a
 * MaxMind GeoLite2-ASN / GeoIP2-ISP mmdb the operator supplies (GEOIP_ASN_DB).
 */
export class AsnDatabase {
  private constructor(
    private readonly lookupFn: (ip: ParsedIp, address: string) => AsnInfo,
    readonly source: string,
  ) {}

  static async open(path?: string): Promise<AsnDatabase> {
    if (path) {
      const reader: Reader<Response> = await maxmind.open<Response>(path, {
        watchForUpdates: true,
        watchForUpdatesNonPersistent: true,
      });
      return new AsnDatabase((_ip, address) => {
        const record = reader.get(address) as Record<string, any> | null;
        if (!record) return UNKNOWN;
        return {
          asn: Number(record.autonomous_system_number ?? 0),
          isp: String(record.isp ?? record.autonomous_system_organization ?? ''),
        };
      }, path);
    }
    const { table, asns, orgs } = (shipped ??= loadShipped());
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
let shipped: ShippedAsns | undefined;

/**
 * The shipped ranges from the file a process wrote after parsing them (asn-ranges-file.ts), named
 * after the package's version and its files' sizes; else parsed from the CSV and that file written.
 * node_modules/.cache is where derived files usually live; where it cannot be written (a read-only
 * image) each start parses the CSV, as it would without the file.
 */
function loadShipped(): ShippedAsns {
  const packageDir = dirname(require.resolve('@ip-location-db/asn/package.json'));
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  const sizes = CSV_FILES.map((file) => statSync(join(packageDir, file)).size).join(',');
  const key = `@ip-location-db/asn ${version} ${sizes}`;
  const path = join(packageDir, '..', '..', '.cache', 'traffic-tracker', `asn-ranges-${version}.bin`);
  const stored = readAsnRanges(path, key);
  if (stored) return stored;
  const parsed = loadShippedCsv(packageDir);
  try {
    writeAsnRanges(path, key, parsed);
  } catch {
    // Read-only: the next process parses the CSV too.
  }
  return parsed;
}

const CSV_FILES = ['asn-ipv4-num.csv', 'asn-ipv6-num.csv'] as const;

/** Ranges in the `-num.csv` files: `start,end,asn,organisation` with the organisation maybe quoted. */
function loadShippedCsv(packageDir: string): ShippedAsns & { asns: number[] } {
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
    const text = readFileSync(join(packageDir, CSV_FILES[family === 4 ? 0 : 1]), 'utf8');
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
