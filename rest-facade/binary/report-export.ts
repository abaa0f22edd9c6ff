import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../services/context';
import { streamExport, MAX_EXPORT_ROWS, type ExportFormat } from '../../reports/export';
import { callerReportDeps } from '../../reports/caller';
import type { TableRequest } from '../../reports/request';
import { BadRequestError } from '../../services/errors';
import { requirePermission } from '../../services/access/require';

/**
 * `POST /admin_api/v1/reports/export`: a table report as CSV or HTML, streamed from a database
 * cursor to the socket (spec rule 15). A GraphQL answer is one JSON document held in memory, so
 * this route sits beside the facade (as the landing archive upload does) with the same context
 * and permission check (`reports.view`). The body is the POST /reports/query body plus `format`.
 */
export const EXPORT_ROUTE = '/reports/export';
export const WARNING_HEADER = 'x-report-warning';

export async function registerReportExportRoute(
  admin: FastifyInstance,
  deps: { contextFor: (request: FastifyRequest) => Promise<AppContext> },
): Promise<void> {
  admin.post<{ Body: TableRequest & { format?: string } }>(EXPORT_ROUTE, async (request, reply) => {
    const ctx = await deps.contextFor(request);
    const principal = requirePermission(ctx, 'reports', 'view');
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new BadRequestError('the body must be a JSON object');
    const { format = 'csv', ...report } = body;
    if (format !== 'csv' && format !== 'html') throw new BadRequestError('format must be csv or html');
    const exported = await streamExport(
      callerReportDeps(ctx, principal),
      principal.workspace_id,
      report,
      format as ExportFormat,
    );
    reply
      .code(200)
      .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="report.${format}"`)
      .header('x-report-rows', String(Math.min(exported.totalRows, MAX_EXPORT_ROWS)))
      // Where it was read, as a report's `storage` (a fallback from the analytics copy says why).
      .header('x-report-storage', exported.storage);
    if (exported.warning) reply.header(WARNING_HEADER, exported.warning);
    return reply.send(exported.body);
  });
}

type OpenApiDocument = { paths: Record<string, Record<string, any>> };

/** Adds the export to the OpenAPI document: the request body is the one of POST /reports/query plus `format`. */
export function addReportExportToOpenApi(document: OpenApiDocument): void {
  const query = document.paths['/reports/query']?.post?.requestBody?.content?.['application/json']?.schema ?? {
    type: 'object',
  };
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  document.paths[EXPORT_ROUTE] = {
    post: {
      operationId: 'ExportReport',
      summary: 'Export a table report as CSV or HTML (streamed; at most 100,000 rows)',
      description:
        'The body of POST /reports/query (limit and offset are ignored) plus `format`: csv (default) or html. ' +
        'Every metric and custom metric ' +
        'column; entities by name. When the report has more than 100,000 rows the first 100,000 in the report’s sort are exported, the ' +
        '`X-Report-Warning` header says so and the file ends with the same warning (CSV: a last line `# warning: …`; HTML: a paragraph). ' +
        '`X-Report-Storage` says where it was read, as the `storage` of POST /reports/query.',
      tags: ['reports'],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              allOf: [query, { type: 'object', properties: { format: { type: 'string', enum: ['csv', 'html'] } } }],
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'The export',
          headers: {
            'X-Report-Rows': { schema: { type: 'integer' }, description: 'Rows in the file' },
            'X-Report-Storage': {
              schema: { type: 'string' },
              description: 'Where it was read (rollup:<cube>, columnar:duckdb, raw, or raw (analytics copy <why>))',
            },
            'X-Report-Warning': {
              schema: { type: 'string' },
              description: 'Present when the export was cut to 100,000 rows',
            },
          },
          content: { 'text/csv': { schema: { type: 'string' } }, 'text/html': { schema: { type: 'string' } } },
        },
        '400': error(
          'Invalid body: unknown dimension or metric, bad filter, bad period, broken custom metric formula, invalid regexp',
        ),
        '401': error('Token missing, expired, revoked or wrong'),
        '402': error('License invalid'),
        '403': error('No permission to view reports'),
        '422': error('The report has more than 500,000 groups'),
      },
    },
  };
}
