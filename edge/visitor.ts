/**
 * What the hot path knows about a visitor when it routes a click. Visitor detection
 * (edge/visitor-detection) fills it; flow filters (edge/filters) read it; the click record stores it.
 */
export interface Visitor {
  ip: string;
  user_agent: string;
  /** ISO 3166-1 alpha-2, upper case; '' when unknown. */
  country: string;
  region: string;
  city: string;
  isp: string;
  /** desktop | mobile | tablet | tv | console | wearable | bot | unknown */
  device_type: string;
  os: string;
  browser: string;
  /** Primary language from Accept-Language, lower case ISO 639-1 ('' when absent). */
  language: string;
  referrer: string;
  /** Search keyword from the source's keyword parameter or the referrer's query. */
  keyword: string;
  search_engine: string;
  is_bot: boolean;
  is_proxy: boolean;
  is_tor: boolean;
  is_datacenter: boolean;
  /** Unique for the campaign within its uniqueness period (by visitor_id). */
  is_unique: boolean;
  visitor_id: string;
  /** Query parameters of the click URL (sub ids, source tokens, anything else). */
  params: Readonly<Record<string, string>>;
  /** Time of the click. */
  time: Date;
}
