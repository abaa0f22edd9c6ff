/**
 * The one catalogue of click fields: every column of the `clicks` fact table with its SQL type,
 * its group and label, whether it is a report dimension, whether conversions copy it, and the URL
 * macros that read it. The click record, the conversion copy, the macros, the sandbox's click
 * object, the trace details, the log selections and the report dimensions are derived from here;
 * a test holds the migrations' columns against it. Adding sub_id_31 is a change of SUB_ID_COUNT
 * plus a migration.
 */

export type ClickFieldGroup =
  | 'identity'
  | 'structure'
  | 'geo_device'
  | 'traffic'
  | 'source_tokens'
  | 'sub_id'
  | 'flags'
  | 'routing'
  | 'money';

export type ClickFieldSqlType = 'uuid' | 'timestamptz' | 'text' | 'inet' | 'boolean' | 'smallint' | 'numeric(18, 6)';

export interface ClickField {
  /** Column name on `clicks` (and on `conversions` when copied). */
  readonly name: string;
  readonly sqlType: ClickFieldSqlType;
  readonly group: ClickFieldGroup;
  /** Human label (report column headers, log columns). */
  readonly label: string;
  /** The report dimension this column gives (e.g. `campaign` for campaign_id), or null when it is not one. */
  readonly dimension: string | null;
  /** Conversions carry a copy of this column, so reports group both tables by the same columns. */
  readonly copiedToConversions: boolean;
  /** URL macros (`{name}`) whose value is this column; empty when no macro reads it. */
  readonly macros: readonly string[];
  /** Filled from the visitor (detection) rather than the routing decision or the source's parameters; an action script's `click` carries it. */
  readonly fromVisitor: boolean;
  /** Shown in a trace's input step (what visitor detection found); by default every visitor field. */
  readonly traced: boolean;
  /** The column allows null (as the migrations declare it): the GraphQL types show it as a nullable field. */
  readonly nullable: boolean;
}

/** sub_id_1 … sub_id_N exist on clicks and conversions. */
export const SUB_ID_COUNT = 30;

type Defaulted = 'dimension' | 'copiedToConversions' | 'macros' | 'fromVisitor' | 'traced' | 'nullable';
type FieldSpec = Omit<ClickField, Defaulted> & Partial<Pick<ClickField, Defaulted>>;

function field(spec: FieldSpec): ClickField {
  return {
    dimension: null,
    copiedToConversions: false,
    macros: [],
    fromVisitor: false,
    traced: spec.fromVisitor ?? false,
    // Flags default to false in the migrations; other columns are null until known unless said otherwise.
    nullable: spec.sqlType !== 'boolean',
    ...spec,
  };
}

/** A visitor property: a dimension of its own name, copied onto conversions, readable as a macro. */
function visitorText(name: string, label: string, group: ClickFieldGroup, extraMacros: string[] = []): ClickField {
  return field({
    name,
    sqlType: 'text',
    group,
    label,
    dimension: name,
    copiedToConversions: true,
    macros: [name, ...extraMacros],
    fromVisitor: true,
  });
}

/** A source token: a dimension, copied onto conversions, readable as a macro. */
function sourceToken(name: string, label: string, extraMacros: string[] = []): ClickField {
  return field({
    name,
    sqlType: 'text',
    group: 'source_tokens',
    label,
    dimension: name,
    copiedToConversions: true,
    macros: [name, ...extraMacros],
  });
}

function entity(name: string, dimension: string, label: string, copied: boolean, nullable = true): ClickField {
  return field({
    name,
    sqlType: 'uuid',
    group: 'structure',
    label,
    dimension,
    copiedToConversions: copied,
    macros: [name],
    nullable,
  });
}

function flag(name: string, label: string, copied = false, fromVisitor = true): ClickField {
  return field({ name, sqlType: 'boolean', group: 'flags', label, copiedToConversions: copied, fromVisitor });
}

const SUB_ID_FIELDS: readonly ClickField[] = Array.from({ length: SUB_ID_COUNT }, (_, i) => {
  const name = `sub_id_${i + 1}`;
  return field({
    name,
    sqlType: 'text',
    group: 'sub_id',
    label: `Sub ID ${i + 1}`,
    dimension: name,
    copiedToConversions: true,
    macros: [name],
  });
});

/** Every column of `clicks`, in the migrations' order. */
export const CLICK_FIELDS: readonly ClickField[] = [
  field({
    name: 'click_id',
    sqlType: 'uuid',
    group: 'identity',
    label: 'Click ID',
    macros: ['click_id'],
    nullable: false,
  }),
  field({ name: 'created_at', sqlType: 'timestamptz', group: 'identity', label: 'Time', nullable: false }),
  field({ name: 'workspace_id', sqlType: 'uuid', group: 'identity', label: 'Workspace', nullable: false }),
  entity('campaign_id', 'campaign', 'Campaign', true, false),
  entity('flow_id', 'flow', 'Flow', true),
  entity('landing_id', 'landing', 'Landing', true),
  entity('offer_id', 'offer', 'Offer', true),
  entity('source_id', 'source', 'Source', true),
  field({ name: 'ip', sqlType: 'inet', group: 'geo_device', label: 'IP', macros: ['ip'], fromVisitor: true }),
  visitorText('country', 'Country', 'geo_device'),
  visitorText('region', 'Region', 'geo_device'),
  visitorText('city', 'City', 'geo_device'),
  visitorText('device_type', 'Device', 'geo_device', ['device']),
  visitorText('os', 'OS', 'geo_device'),
  visitorText('browser', 'Browser', 'geo_device'),
  visitorText('isp', 'ISP', 'geo_device'),
  visitorText('language', 'Language', 'geo_device'),
  visitorText('keyword', 'Keyword', 'traffic'),
  visitorText('referrer', 'Referrer', 'traffic'),
  // Not a URL macro (docs/routing.md lists the macros).
  { ...visitorText('search_engine', 'Search engine', 'traffic'), macros: [] },
  sourceToken('ad_campaign', 'Ad campaign'),
  sourceToken('adset', 'Adset / group'),
  sourceToken('creative', 'Creative / ad'),
  sourceToken('site', 'Source / site'),
  field({
    name: 'external_click_id',
    sqlType: 'text',
    group: 'source_tokens',
    label: 'External click ID',
    copiedToConversions: true,
    macros: ['external_id', 'external_click_id'],
  }),
  ...SUB_ID_FIELDS,
  flag('is_bot', 'Bot', true),
  flag('is_unique', 'Unique'),
  flag('is_proxy', 'Proxy'),
  flag('is_tor', 'TOR'),
  flag('is_datacenter', 'Datacenter'),
  // The visitor id and the user agent are the visitor's, not what detection found: not in the trace's input step.
  field({
    name: 'visitor_id',
    sqlType: 'text',
    group: 'identity',
    label: 'Visitor ID',
    macros: ['visitor_id'],
    fromVisitor: true,
    traced: false,
  }),
  field({ name: 'outcome', sqlType: 'text', group: 'routing', label: 'Outcome', nullable: false }),
  field({ name: 'http_status', sqlType: 'smallint', group: 'routing', label: 'HTTP status', nullable: false }),
  field({ name: 'select_reason', sqlType: 'text', group: 'routing', label: 'Flow selection' }),
  field({ name: 'destination', sqlType: 'text', group: 'routing', label: 'Destination' }),
  field({ name: 'cost', sqlType: 'numeric(18, 6)', group: 'money', label: 'Cost', macros: ['cost'], nullable: false }),
  flag('is_simulated', 'Simulated', true, false),
  flag('save_traffic', 'Saved in logs and reports', true, false),
  field({
    name: 'user_agent',
    sqlType: 'text',
    group: 'geo_device',
    label: 'User agent',
    macros: ['user_agent'],
    fromVisitor: true,
    traced: false,
  }),
  /** Unique for the click's flow within the campaign's uniqueness period (flow-level uniqueness). */
  flag('is_unique_flow', 'Unique in flow', false, false),
  /** The import from another tracker that created the click (docs/import.md); null for tracked clicks. */
  field({ name: 'import_id', sqlType: 'uuid', group: 'identity', label: 'Import', copiedToConversions: true }),
];

const BY_NAME = new Map(CLICK_FIELDS.map((f) => [f.name, f]));

/** The catalogue entry of a column, or undefined. */
export function clickField(name: string): ClickField | undefined {
  return BY_NAME.get(name);
}

/** 1 … SUB_ID_COUNT, as a type (a row's sub_id columns). */
type SubIdNumber =
  | 1
  | 2
  | 3
  | 4
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 15
  | 16
  | 17
  | 18
  | 19
  | 20
  | 21
  | 22
  | 23
  | 24
  | 25
  | 26
  | 27
  | 28
  | 29
  | 30;
/** A row's sub_id_1 … sub_id_N values (clicks, conversions). */
export type SubIds = { [K in `sub_id_${SubIdNumber}`]?: string | null };

/** sub_id_1 … sub_id_N column names. */
export const SUB_ID_COLUMNS: readonly string[] = SUB_ID_FIELDS.map((f) => f.name);

/** Columns a conversion copies from its click, in catalogue order. */
export const CONVERSION_COPIED_COLUMNS: readonly string[] = CLICK_FIELDS.filter((f) => f.copiedToConversions).map(
  (f) => f.name,
);

/** Columns filled from the visitor, in catalogue order: an action script's `click` carries each under its name. */
export const VISITOR_COLUMNS: readonly string[] = CLICK_FIELDS.filter((f) => f.fromVisitor).map((f) => f.name);

/** Visitor columns a trace's input step shows (what detection found), in catalogue order. */
export const TRACED_VISITOR_COLUMNS: readonly string[] = CLICK_FIELDS.filter((f) => f.traced).map((f) => f.name);

/** Text columns filled from the visitor (detection), in catalogue order. */
export const VISITOR_TEXT_COLUMNS: readonly string[] = CLICK_FIELDS.filter(
  (f) => f.fromVisitor && f.sqlType === 'text',
).map((f) => f.name);

/** Flag columns filled from the visitor. */
export const VISITOR_FLAG_COLUMNS: readonly string[] = CLICK_FIELDS.filter(
  (f) => f.fromVisitor && f.sqlType === 'boolean',
).map((f) => f.name);

/** Click columns that are report dimensions, in catalogue order. */
export const DIMENSION_FIELDS: readonly ClickField[] = CLICK_FIELDS.filter((f) => f.dimension !== null);

/** Macro name → the click column it reads (a macro that reads no column is not listed). */
export const MACRO_COLUMNS: ReadonlyMap<string, string> = new Map(
  CLICK_FIELDS.flatMap((f) => f.macros.map((m) => [m, f.name] as const)),
);
