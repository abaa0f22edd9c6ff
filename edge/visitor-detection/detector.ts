import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Visitor } from '../visitor';
import { AsnDatabase } from './asn';
import { GeoDatabase } from './geo';
import { bareAddress, parseIp } from '../../infra/ip-address';
import { IpFlagDetector, type IpFlagSources } from './ip-flags';
import { normalizeIp } from '../../infra/ip-ranges';
import { preferredLanguage } from './language';
import { searchReferral } from './search-engine';
import { UserAgentParser } from './user-agent';
import { fallbackVisitorId, visitorIdFromCookie } from './visitor-id';

export interface DetectInput {
  /** The client address (Fastify's request.ip, which honours TRUSTED_PROXIES). */
  ip: string;
  headers: IncomingHttpHeaders;
  /** Query parameters of the click URL. */
  params?: Readonly<Record<string, string>>;
  time?: Date;
  /** The query parameter carrying the search keyword (the traffic source's keyword token); default `keyword`. */
  keywordParam?: string;
}

export interface Detection {
  /** is_unique is false here: the engine sets it from the campaign's uniqueness check. */
  visitor: Visitor;
  /** Autonomous system number of the address (0 when unknown). */
  asn: number;
  /** True when the visitor had no valid `_svcvid` cookie: the response should issue visitor.visitor_id. */
  issueCookie: boolean;
}

export interface DetectorSources extends IpFlagSources {
  /** MaxMind GeoIP2/GeoLite2 City (or Country) mmdb; default: the shipped GeoLite2 City data. */
  cityDb?: string;
  /** MaxMind GeoLite2-ASN or GeoIP2-ISP mmdb; default: the shipped @ip-location-db/asn data. */
  asnDb?: string;
}

interface Databases {
  geo: GeoDatabase;
  asn: AsnDatabase;
  flags: IpFlagDetector;
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * Everything the hot path knows about a visitor from one request, in memory only: geography and
 * ISP from mmdb/range tables, device from the user agent (LRU-cached), language, search engine and
 * keyword, bot / proxy / TOR / datacenter flags and the visitor id.
 */
export class VisitorDetector {
  private readonly agents: UserAgentParser;
  private readonly visitorKey: KeyObject;

  constructor(
    private readonly databases: Databases,
    appSecret: string,
    options: { userAgentCacheSize?: number } = {},
  ) {
    this.agents = new UserAgentParser(options.userAgentCacheSize);
    // A KeyObject: createHmac then skips importing the key on every click.
    this.visitorKey = createSecretKey(
      createHmac('sha256', Buffer.from(appSecret, 'hex')).update('visitor-id').digest(),
    );
  }

  /** Where geography and ISP come from (for logs and docs). */
  get sources(): { geo: string; asn: string } {
    return { geo: this.databases.geo.source, asn: this.databases.asn.source };
  }

  detect(input: DetectInput): Detection {
    let address = normalizeIp(input.ip.trim());
    let ip = parseIp(address);
    // Only for an address that is not a bare one (a port, brackets, a zone, junk): the click row's
    // inet column refuses those, and a port would make every connection a new visitor.
    if (ip === null ? address !== '' : ip.family === 6 && address.includes('%')) {
      address = bareAddress(address);
      ip = parseIp(address);
    }
    const userAgent = header(input.headers, 'user-agent');
    const referrer = header(input.headers, 'referer').slice(0, 2048);
    const params = input.params ?? {};

    const geo = ip ? this.databases.geo.lookup(ip, address) : { country: '', region: '', city: '' };
    const network = ip ? this.databases.asn.lookup(ip, address) : { asn: 0, isp: '' };
    const flags = ip
      ? this.databases.flags.detect(ip, address, network.asn)
      : { is_proxy: false, is_tor: false, is_datacenter: false };
    const device = this.agents.parse(userAgent);
    const search = searchReferral(referrer);
    const keywordParam = params[input.keywordParam ?? 'keyword'];
    const cookieId = visitorIdFromCookie(header(input.headers, 'cookie'));

    return {
      visitor: {
        ip: address,
        user_agent: userAgent,
        ...geo,
        isp: network.isp,
        device_type: device.device_type,
        os: device.os,
        browser: device.browser,
        language: preferredLanguage(header(input.headers, 'accept-language')),
        referrer,
        keyword: keywordParam ? keywordParam.slice(0, 512) : search.keyword,
        search_engine: search.search_engine,
        // Crawlers and HTTP libraries, clients that send no user agent, and servers are not people.
        is_bot: device.is_bot_agent || userAgent.trim() === '' || flags.is_datacenter,
        ...flags,
        is_unique: false,
        visitor_id: cookieId ?? fallbackVisitorId(this.visitorKey, address, userAgent),
        params,
        time: input.time ?? new Date(),
      },
      asn: network.asn,
      issueCookie: cookieId === null,
    };
  }
}

const loaded = new Map<string, Promise<Databases>>();

/**
 * Opens the detection databases (once per process and set of sources: they weigh ~100 MB and take
 * about a second to load) and returns a detector over them.
 */
export async function loadVisitorDetector(sources: DetectorSources, appSecret: string): Promise<VisitorDetector> {
  const key = JSON.stringify(sources);
  let databases = loaded.get(key);
  if (!databases) {
    databases = (async () => {
      const [geo, asn, flags] = await Promise.all([
        GeoDatabase.open(sources.cityDb),
        AsnDatabase.open(sources.asnDb),
        IpFlagDetector.open(sources),
      ]);
      return { geo, asn, flags };
    })();
    loaded.set(key, databases);
    databases.catch(() => loaded.delete(key));
  }
  return new VisitorDetector(await databases, appSecret);
}
