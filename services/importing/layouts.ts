import { SUB_ID_COUNT } from '../../entities/click-fields';
import { BadRequestError } from '../errors';

/** File layouts POST /import/external-tracker reads (docs/import.md). */
export const IMPORT_LAYOUTS = ['csv', 'jsonl', 'keitaro'] as const;
export type ImportLayout = (typeof IMPORT_LAYOUTS)[number];

/** Fields of one imported row: one click, with at most one conversion. */
export const IMPORT_FIELDS = [
  'click_time',
  'campaign',
  'source',
  'offer',
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

/** Keitaro-only columns turned into our fields by keitaroRow (lead/sale/rejected flags → one status). */
const KEITARO_FLAGS = ['is_lead', 'is_sale', 'is_rejected'] as const;

/**
 * Keitaro's click report (CSV export of the clicks log / report builder with the click columns):
 * header names as Keitaro's API names them or as its English export labels them, compared without
 * case, spaces or punctuation. Columns that carry nothing we store are accepted and skipped.
 */
const KEITARO_COLUMNS: Record<string, ImportField | (typeof KEITARO_FLAGS)[number] | null> = {
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
  // Known, not stored: the other tracker's own ids and entities we do not import.
  subid: null,
  clickid: null,
  visitorcode: null,
  stream: null,
  landing: null,
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

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export type ColumnTarget = ImportField | (typeof KEITARO_FLAGS)[number] | null;

/** Maps a header row to targets; an unknown column stops the import before any row (400-like error naming its position). */
export function mapHeader(layout: ImportLayout, header: string[]): ColumnTarget[] {
  const targets = header.map((raw, index) => {
    const name = raw.trim();
    if (layout === 'keitaro') {
      const target = KEITARO_COLUMNS[squash(name)];
      if (target === undefined)
        throw new BadRequestError(
          `unknown column at position ${index + 1} for the keitaro layout (docs/import.md lists the columns)`,
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
  const row: Partial<Record<ImportField, string>> & Partial<Record<(typeof KEITARO_FLAGS)[number], string>> = {};
  targets.forEach((target, index) => {
    if (target && cells[index] !== undefined && cells[index] !== '') row[target] = cells[index];
  });
  const yes = (v: string | undefined) => v !== undefined && /^(1|true|yes)$/i.test(v.trim());
  if (yes(row.is_sale)) row.conversion_status = 'sale';
  else if (yes(row.is_lead)) row.conversion_status = 'lead';
  else if (yes(row.is_rejected)) row.conversion_status = 'rejected';
  for (const flag of KEITARO_FLAGS) delete row[flag];
  return row;
}
