import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream, type Stats } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { contentType } from 'mime-types';
import type { LandingStorage } from '../../services/landing-archives/storage';
import type { HostedLandingDirectory } from './directory';
import { isLowercaseUuid } from '../../entities/uuid';

/**
 * Hosted landings, served on the service's own host at `/l/<landing_id>/…`: static files of the
 * landing's current version only. index.html answers for a folder, there is no listing, a path
 * can never leave the version folder, and a landing that is deleted, external or never uploaded
 * is 404. The redirect sets the `_svctoken` cookie and sends visitors to `/l/<landing_id>/`.
 */
export const HOSTED_PREFIX = '/l/';
/** Assets may be cached a little; pages are revalidated so a new upload shows at once. */
const ASSET_CACHE = 'public, max-age=300';
const PAGE_CACHE = 'no-cache';
/**
 * User HTML (hosted landings, show_html pages) runs on the service's own origin, where the web app
 * lives. Sandboxed without `allow-same-origin`, such a page runs in an opaque origin: it can read
 * neither the app's storage nor cookies, and its requests to the service are cross-site (Origin:
 * null), so the auth cookie does not count for them. Scripts, forms, pop-ups and top navigation
 * (a landing's way to the offer) keep working. See docs/web.md.
 */
export const USER_CONTENT_CSP =
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation ' +
  'allow-top-navigation-by-user-activation allow-modals allow-downloads';

export interface HostedLandingDeps {
  directory: HostedLandingDirectory;
  storage: LandingStorage;
}

/** The path after `/l/<id>/` as decoded segments, or null when a segment is unacceptable. */
export function pathSegments(rawPath: string): string[] | null {
  const segments = rawPath.split('/');
  const decoded: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    let segment: string;
    try {
      segment = decodeURIComponent(segments[i]);
    } catch {
      return null;
    }
    // Only the last segment may be empty (a trailing slash asks for a folder's index.html).
    if (segment === '' && i === segments.length - 1) continue;
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\u0000]/.test(segment)) return null;
    decoded.push(segment);
  }
  return decoded;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.callNotFound() as unknown as FastifyReply;
}

async function regularFile(path: string): Promise<Stats | null> {
  const info = await lstat(path).catch(() => null);
  return info?.isFile() ? info : null;
}

/** If-None-Match is a list (caches and proxies merge tags) or `*`, compared weakly (RFC 9110 13.1.2). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => weak(tag) === weak(etag));
}

export function registerHostedLandingRoutes(app: FastifyInstance, deps: HostedLandingDeps): void {
  // `/l/<id>` → `/l/<id>/`, so that the page's relative links resolve inside the landing.
  app.get<{ Params: { landing_id: string } }>(`${HOSTED_PREFIX}:landing_id`, async (request, reply) => {
    if (!isLowercaseUuid(request.params.landing_id)) return notFound(reply);
    // Everything after the first '?': a query may hold another '?' (a URL in a parameter).
    const url = request.raw.url ?? '';
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    return reply.redirect(`${HOSTED_PREFIX}${request.params.landing_id}/${query}`, 301);
  });
  app.get<{ Params: { landing_id: string } }>(`${HOSTED_PREFIX}:landing_id/*`, (request, reply) =>
    serve(deps, request, reply),
  );
}

async function serve(
  deps: HostedLandingDeps,
  request: FastifyRequest<{ Params: { landing_id: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const id = request.params.landing_id;
  if (!isLowercaseUuid(id)) return notFound(reply);
  const entry = await deps.directory.lookup(id);
  const root = entry ? deps.storage.versionDir(entry.workspace_id, id, entry.version) : null;
  if (!entry || !root) return notFound(reply);

  // After the id's segment as it came in: the router decoded the id, so its length may differ (`%34…`).
  const afterPrefix = (request.raw.url ?? '').slice(HOSTED_PREFIX.length);
  const pathAndQuery = afterPrefix.slice(afterPrefix.indexOf('/') + 1);
  const rawPath = pathAndQuery.split('?')[0];
  const segments = pathSegments(rawPath);
  if (!segments) return notFound(reply);
  let target = join(root, ...segments);
  if (target !== root && !target.startsWith(root + sep)) return notFound(reply);

  const info = await lstat(target).catch(() => null);
  if (!info) return notFound(reply);
  // A file asked for as a folder (`index.html/`) is not there: its relative links would resolve under it.
  let file: Stats | null = info.isFile() && !rawPath.endsWith('/') ? info : null;
  if (info.isDirectory()) {
    if (rawPath !== '' && !rawPath.endsWith('/')) {
      const query = pathAndQuery.includes('?') ? `?${pathAndQuery.split('?').slice(1).join('?')}` : '';
      return reply.redirect(`${HOSTED_PREFIX}${id}/${rawPath}/${query}`, 301);
    }
    target = join(target, 'index.html');
    file = await regularFile(target);
  }
  // Folders without index.html, links and anything special: no listing, nothing.
  if (!file) return notFound(reply);

  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const type = contentType(extname(target) || '.bin') || 'application/octet-stream';
  reply
    .header('content-type', type)
    .header('etag', etag)
    .header('last-modified', file.mtime.toUTCString())
    .header('cache-control', type.startsWith('text/html') ? PAGE_CACHE : ASSET_CACHE)
    .header('x-content-type-options', 'nosniff')
    // Every file, not just pages: an SVG opened directly runs scripts too.
    .header('content-security-policy', USER_CONTENT_CSP);
  if (notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.header('content-length', file.size);
  return reply.code(200).send(createReadStream(target));
}
