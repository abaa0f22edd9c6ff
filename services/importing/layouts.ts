import { SUB_ID_COUNT } from '../../entities/click-fields';
import { BadRequestError } from '../errors';

/** File layouts POST /import/external-tracker reads (docs/import.md). */
export const IMPORT_LAYOUTS = ['csv', 'jsonl', 'keitaro', 'binom'] as const;
export type ImportLayout = (typeof IMPORT_LAYOUTS)[number];

/** The CSV delimiter by name or as the character; absent or `auto`: null, detected from the header line. */
const DELIMITERS: Record<string, string> = { comma: ',', ',': ',', semicolon: ';', ';': ';', tab: '\t', '\t': '\t' };
export function readDelimiter(value: string | undefined): string | null {
  if (value === undefined || value === '' || value === 'auto') return null;
  const delimiter = DELIMITERS[value];
  if (!delimiter) throw new BadRequestError('delimiter must be one of auto, comma, semicolon, tab');
  return delimiter;
}

/** Fields of one imported row: one click, with at most one conversion. */
export const IMPORT_FIELDS = [
  'click_time',
  'campaign',
  'source',
  'offer',
  'offer_url',
  'landing',
  'landing_url',
  'previous_click_id',
  'ip',
  'country',
  'region',
  'city',
  'device_type',
  'os',
  'browser',
  'isp',
  'language',
  'referrer',
  'keyword',
  'user_agent',
  'external_click_id',
  'is_bot',
  'is_unique',
  'cost',
  'conversion_status',
  'conversion_time',
  'payout',
  ...Array.from({ length: SUB_ID_COUNT }, (_, i) => `sub_id_${i + 1}`),
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Vendor columns turned into our fields by recordToRow (lead/sale/rejected flags → one status). */
const KEITARO_FLAGS = ['is_lead', 'is_sale', 'is_rejected'] as const;
/** Binom's Lead column: a count or flag (1 = a lead) or a status name. */
const BINOM_LEAD = 'binom_lead';
type VendorColumn = (typeof KEITARO_FLAGS)[number] | typeof BINOM_LEAD;
export type ColumnTarget = ImportField | VendorColumn | null;

/**
 * Keitaro's click report (CSV export of the clicks log / report builder with the click columns):
 * header names as Keitaro's API names them or as its English export labels them, compared without
 * case, spaces or punctuation. Columns that carry nothing we store are accepted and skipped.
 */
const KEITARO_COLUMNS: Record<string, ColumnTarget> = {
  datetime: 'click_time',
  date: 'click_time',
  clickdatetime: 'click_time',
  campaign: 'campaign',
  campaignname: 'campaign',
  ts: 'source',
  trafficsource: 'source',
  source: 'source',
  offer: 'offer',
  offername: 'offer',
  ip: 'ip',
  country: 'country',
  countrycode: 'country',
  region: 'region',
  city: 'city',
  devicetype: 'device_type',
  os: 'os',
  browser: 'browser',
  isp: 'isp',
  language: 'language',
  referrer: 'referrer',
  referer: 'referrer',
  keyword: 'keyword',
  useragent: 'user_agent',
  externalid: 'external_click_id',
  isbot: 'is_bot',
  bot: 'is_bot',
  isuniquecampaign: 'is_unique',
  isunique: 'is_unique',
  unique: 'is_unique',
  uniquecampaign: 'is_unique',
  cost: 'cost',
  revenue: 'payout',
  islead: 'is_lead',
  lead: 'is_lead',
  issale: 'is_sale',
  sale: 'is_sale',
  isrejected: 'is_rejected',
  rejected: 'is_rejected',
  offerurl: 'offer_url',
  landing: 'landing',
  landingname: 'landing',
  landingurl: 'landing_url',
  // Keitaro's click id ({subid} in its postback URLs): kept so late postbacks bind to the click.
  subid: 'previous_click_id',
  clickid: 'previous_click_id',
  // Known, not stored: the other tracker's own ids and entities we do not import.
  visitorcode: null,
  stream: null,
  campaignid: null,
  offerid: null,
  streamid: null,
  landingid: null,
  tsid: null,
  affiliatenetwork: null,
  devicemodel: null,
  osversion: null,
  browserversion: null,
  connectiontype: null,
  operator: null,
  isusingproxy: null,
  isempty: null,
  parentcampaign: null,
  creativeid: null,
  adcampaignid: null,
  source_name: null,
};
for (let i = 1; i <= SUB_ID_COUNT; i++) KEITARO_COLUMNS[`subid${i}`] = `sub_id_${i}` as ImportField;

/**
 * Binom's click log export (Clicklog, CSV): its English column titles, compared the same loose
 * way. Token 1…10 are Binom's t1…t10 (the source's parameters) and become sub ids 1…10.
 */
const BINOM_COLUMNS: Record<string, ColumnTarget> = {
  clickid: 'previous_click_id',
  click: 'previous_click_id',
  id: 'previous_click_id',
  date: 'click_time',
  datetime: 'click_time',
  time: 'click_time',
  clicktime: 'click_time',
  campaign: 'campaign',
  campaignname: 'campaign',
  trafficsource: 'source',
  source: 'source',
  ts: 'source',
  offer: 'offer',
  offername: 'offer',
  offerurl: 'offer_url',
  landing: 'landing',
  landingname: 'landing',
  lander: 'landing',
  landingurl: 'landing_url',
  landerurl: 'landing_url',
  country: 'country',
  countrycode: 'country',
  geo: 'country',
  region: 'region',
  city: 'city',
  ip: 'ip',
  devicetype: 'device_type',
  os: 'os',
  osname: 'os',
  browser: 'browser',
  browsername: 'browser',
  isp: 'isp',
  language: 'language',
  referer: 'referrer',
  referrer: 'referrer',
  useragent: 'user_agent',
  externalid: 'external_click_id',
  cost: 'cost',
  lead: BINOM_LEAD,
  leads: BINOM_LEAD,
  payout: 'payout',
  revenue: 'payout',
  leaddate: 'conversion_time',
  // Known, not stored.
  campaignid: null,
  offerid: null,
  landingid: null,
  trafficsourceid: null,
  tsid: null,
  path: null,
  rule: null,
  device: null,
  devicename: null,
  brand: null,
  model: null,
  osversion: null,
  browserversion: null,
  connectiontype: null,
  mobileoperator: null,
  isbot: 'is_bot',
  bot: 'is_bot',
  unique: 'is_unique',
  isunique: 'is_unique',
};
for (let i = 1; i <= 10; i++) {
  BINOM_COLUMNS[`token${i}`] = `sub_id_${i}` as ImportField;
  BINOM_COLUMNS[`t${i}`] = `sub_id_${i}` as ImportField;
}

const VENDOR_COLUMNS: Partial<Record<ImportLayout, Record<string, ColumnTarget>>> = {
  keitaro: KEITARO_COLUMNS,
  binom: BINOM_COLUMNS,
};

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Maps a header row to targets; an unknown column stops the import before any row (400-like error naming its position). */
export function mapHeader(layout: ImportLayout, header: string[]): ColumnTarget[] {
  const targets = header.map((raw, index) => {
    const name = raw.trim();
    const vendor = VENDOR_COLUMNS[layout];
    if (vendor) {
      const target = vendor[squash(name)];
      if (target === undefined)
        throw new BadRequestError(
          `unknown column at position ${index + 1} for the ${layout} layout (docs/import.md lists the columns)`,
        );
      return target;
    }
    if (!(IMPORT_FIELDS as readonly string[]).includes(name))
      throw new BadRequestError(`unknown column at position ${index + 1} (docs/import.md lists the columns)`);
    return name as ImportField;
  });
  const seen = new Set<string>();
  targets.forEach((target, index) => {
    if (!target) return;
    if (seen.has(target)) throw new BadRequestError(`column at position ${index + 1} repeats a field already mapped`);
    seen.add(target);
  });
  if (!seen.has('click_time') || !seen.has('campaign'))
    throw new BadRequestError('the header must have a click time and a campaign column');
  return targets;
}

/** A parsed record (array of cells in header order) as our fields; Keitaro's flags become conversion_status. */
export function recordToRow(targets: ColumnTarget[], cells: string[]): Partial<Record<ImportField, string>> {
  const row: Partial<Record<ImportField | VendorColumn, string>> = {};
  targets.forEach((target, index) => {
    if (target && cells[index] !== undefined && cells[index] !== '') row[target] = cells[index];
  });
  const yes = (v: string | undefined) => v !== undefined && /^(1|true|yes)$/i.test(v.trim());
  if (yes(row.is_sale)) row.conversion_status = 'sale';
  else if (yes(row.is_lead)) row.conversion_status = 'lead';
  else if (yes(row.is_rejected)) row.conversion_status = 'rejected';
  for (const flag of KEITARO_FLAGS) delete row[flag];
  const lead = row[BINOM_LEAD]?.trim();
  delete row[BINOM_LEAD];
  // Binom's Lead: 0 or empty, no conversion; a positive count, a lead; a word, that status.
  if (lead && !/^0+(\.0+)?$/.test(lead))
    row.conversion_status = /^\d+(\.\d+)?$|^(true|yes)$/i.test(lead) ? 'lead' : lead;
  return row;
}
