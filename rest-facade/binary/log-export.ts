import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../services/context';
import { BadRequestError } from '../../services/errors';
import { requirePermission } from '../../services/access/require';
import { clickLogCopyOf } from '../../reports/analytics/click-keys';
import {
  exportClickLog,
  exportConversionLog,
  exportPostbackLog,
  MAX_LOG_EXPORT_ROWS,
} from '../../services/logs/log-export';
import {
  DATE_BASES,
  LOG_STATUSES,
  POSTBACK_DIRECTIONS,
  POSTBACK_OUTCOMES,
} from '../../services/conversions/log.shapes';
import { isUuid } from '../../entities/uuid';

/**
 * `GET /admin_api/v1/reports/{clicks|conversions|postbacks}/export`: a log as CSV, beside the log
 * it exports, with the same query parameters as that log (but its page: limit, offset, cursor),
 * streamed from a database cursor to the socket. A GraphQL answer is one JSON document held in
 * memory, so these routes sit beside the facade as the report export does, with the same context
 * and permission check (`logs.view`). At most 1,000,000 rows (newest first); more are announced
 * by the trailer line `# warning: …`.
 */
type Query = Record<string, string | string[] | undefined>;

const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function one(query: Query, name: string): string | null {
  const value = query[name];
  if (value === undefined || value === '') return null;
  if (Array.isArray(value)) throw new BadRequestError(`${name} must be given once`);
  return value;
}

function list(query: Query, name: string): string[] | null {
  const value = query[name];
  if (value === undefined) return null;
  const items = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).filter(Boolean);
  return items.length ? items : null;
}

function instant(query: Query, name: string): Date | null {
  const value = one(query, name);
  if (value === null) return null;
  if (!INSTANT.test(value) || Number.isNaN(Date.parse(value)))
    throw new BadRequestError(`${name} must be an ISO date-time (e.g. 2026-11-27T00:00:00Z)`);
  return new Date(value);
}

function uuid(query: Query, name: string): string | null {
  const value = one(query, name);
  if (value !== null && !isUuid(value)) throw new BadRequestError(`${name} must be a UUID`);
  return value;
}

function choice<T extends string>(query: Query, name: string, choices: readonly T[]): T | null {
  const value = one(query, name);
  if (value !== null && !(choices as readonly string[]).includes(value))
    throw new BadRequestError(`${name} must be one of ${choices.join(', ')}`);
  return value as T | null;
}

function choices<T extends string>(query: Query, name: string, allowed: readonly T[]): T[] | null {
  const values = list(query, name);
  if (values?.some((value) => !(allowed as readonly string[]).includes(value)))
    throw new BadRequestError(`${name} must be a list of ${allowed.join(', ')}`);
  return values as T[] | null;
}

/** Parameters of the logs' pages that an export does not take. */
function refusePaging(query: Query): void {
  for (const name of ['limit', 'offset', 'cursor'])
    if (query[name] !== undefined) throw new BadRequestError(`${name} is not a parameter of an export`);
}

interface LogExportRoute {
  path: string;
  log: string;
  file: string;
  summary: string;
  run: (ctx: AppContext, workspaceId: string, query: Query) => Promise<Readable>;
}

const pool = (ctx: AppContext) => ctx.services.reportPool;

export const LOG_EXPORT_ROUTES: LogExportRoute[] = [
  {
    path: '/reports/clicks/export',
    log: '/reports/clicks',
    file: 'clicks.csv',
    summary: 'Export the click log as CSV (the click log’s filters; streamed; at most 1,000,000 rows)',
    run: (ctx, workspaceId, query) =>
      exportClickLog(
        pool(ctx),
        workspaceId,
        {
          from: instant(query, 'from'),
          to: instant(query, 'to'),
          campaign_id: uuid(query, 'campaign_id'),
          country: list(query, 'country'),
          traffic: choice(query, 'traffic', ['bot', 'human'] as const),
          delivery: choice(query, 'delivery', ['refused', 'delivered'] as const),
          click_id: one(query, 'click_id'),
        },
        ctx.services.clock(),
        undefined,
        clickLogCopyOf(ctx.services.analyticsCopy.reader),
      ),
  },
  {
    path: '/reports/conversions/export',
    log: '/reports/conversions',
    file: 'conversions.csv',
    summary: 'Export the conversion log as CSV (the conversion log’s filters; streamed; at most 1,000,000 rows)',
    run: (ctx, workspaceId, query) =>
      exportConversionLog(
        pool(ctx),
        workspaceId,
        {
          from: instant(query, 'from'),
          to: instant(query, 'to'),
          date_basis: choice(query, 'date_basis', DATE_BASES),
          status: choices(query, 'status', LOG_STATUSES),
          campaign_id: uuid(query, 'campaign_id'),
          click_id: one(query, 'click_id'),
        },
        ctx.services.clock(),
      ),
  },
  {
    path: '/reports/postbacks/export',
    log: '/reports/postbacks',
    file: 'postbacks.csv',
    summary: 'Export the postback log as CSV (the postback log’s filters; the last 24 hours; streamed)',
    run: (ctx, workspaceId, query) =>
      exportPostbackLog(
        pool(ctx),
        workspaceId,
        {
          from: instant(query, 'from'),
          to: instant(query, 'to'),
          direction: choice(query, 'direction', POSTBACK_DIRECTIONS),
          outcome: choice(query, 'outcome', POSTBACK_OUTCOMES),
          click_id: one(query, 'click_id'),
        },
        ctx.services.clock(),
      ),
  },
];

export async function registerLogExportRoutes(
  admin: FastifyInstance,
  deps: { contextFor: (request: FastifyRequest) => Promise<AppContext> },
): Promise<void> {
  for (const route of LOG_EXPORT_ROUTES) {
    admin.get<{ Querystring: Query }>(route.path, async (request, reply) => {
      const ctx = await deps.contextFor(request);
      const principal = requirePermission(ctx, 'logs', 'view');
      const query = request.query ?? {};
      refusePaging(query);
      // One form for every export (issue 35, item 11): `format`, csv by default; logs are CSV only.
      if ((one(query, 'format') ?? 'csv') !== 'csv') throw new BadRequestError('format must be csv');
      const body = await route.run(ctx, principal.workspace_id, query);
      reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${route.file}"`)
        .header('x-export-limit', String(MAX_LOG_EXPORT_ROWS));
      return reply.send(body);
    });
  }
}

type OpenApiDocument = { paths: Record<string, Record<string, any>> };

/** Adds the exports to the OpenAPI document: each takes its log's query parameters but the page's. */
export function addLogExportsToOpenApi(document: OpenApiDocument): void {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  for (const route of LOG_EXPORT_ROUTES) {
    const parameters = [
      ...(document.paths[route.log]?.get?.parameters ?? []).filter(
        (parameter: { name: string }) => !['limit', 'offset', 'cursor'].includes(parameter.name),
      ),
      {
        name: 'format',
        in: 'query',
        required: false,
        description: 'The file format, as the report export’s `format`: csv (the default and only one for logs)',
        schema: { type: 'string', enum: ['csv'] },
      },
    ];
    const operationId = `Export${route.file[0].toUpperCase()}${route.file.slice(1, -4)}Log`;
    document.paths[route.path] = {
      get: {
        operationId,
        summary: route.summary,
        description:
          `The rows of GET ${route.log} with the same filters, newest first, as CSV (a header line, then one line per row; ` +
          'dates in ISO 8601 UTC, money as exact decimals). At most 1,000,000 rows (a log export’s limit; report exports ' +
          'hold 100,000): when more match, the newest 1,000,000 are sent and the file ends with the line ' +
          '`# warning: more than 1000000 … match; this export holds the newest 1000000`. A text cell that a spreadsheet ' +
          'would read as a formula (starting with =, +, -, @, tab or carriage return) is prefixed with an apostrophe.',
        tags: ['reports'],
        parameters,
        responses: {
          '200': {
            description: 'The CSV file, streamed',
            headers: {
              'X-Export-Limit': { schema: { type: 'integer' }, description: 'The most rows an export holds (1000000)' },
            },
            content: {
              'text/csv': {
                schema: { type: 'string' },
                example: exampleFor(route.file),
              },
            },
          },
          '400': error('A bad parameter, named in the message (unknown value, bad date, a period over 90 days)'),
          '401': error('Token missing, expired, revoked or wrong'),
          '402': error('License invalid'),
          '403': error('No permission to view logs'),
        },
      },
    };
  }
}

function exampleFor(file: string): string {
  if (file === 'clicks.csv')
    return (
      'time,click_id,campaign_id,campaign_name,…,cost,is_simulated,sub_id_1,…\n' +
      '2026-11-27T10:00:00.000Z,0193…,5b1e…,Summer,…,0.05,false,'
    );
  if (file === 'conversions.csv')
    return 'conversion_date,conversion_id,click_id,…,status,…,payout,…\n2026-11-27T10:05:00.000Z,7c2a…,0193…,…,sale,…,30,…';
  return 'time,id,direction,channel,…,response_code,…\n2026-11-27T10:05:00.000Z,41,outgoing,postback,…,200,…';
}
