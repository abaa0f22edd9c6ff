import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector, request } from 'undici';
import { addressPolicy, type AddressPolicy } from './blocked-addresses';
import { OutboundError } from './errors';
import { parseOutboundUrl } from './outbound-url';

/** Resolves a host name to all its addresses (the default is the system resolver). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundRequest {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** For the whole attempt: every redirect hop and reading the response body. */
  timeoutMs: number;
  /** Bytes of the response body kept; the rest is not read. Default 8192. */
  maxResponseBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  /** The response body, UTF-8 decoded, cut at maxResponseBytes. */
  body: string;
  truncated: boolean;
  /** Where the final response came from, after redirects. */
  url: string;
  redirects: number;
}

export interface OutboundClient {
  /** Sends one attempt. Resolves with any HTTP response (2xx or not); rejects with OutboundError otherwise. */
  send(request: OutboundRequest): Promise<OutboundResponse>;
  /** The save-time check of a URL under this client's policy (throws OutboundError). */
  checkUrl(raw: string): URL;
  close(): Promise<void>;
}

export interface OutboundClientOptions {
  /** TEST-ONLY CIDRs exempt from the block list (config OUTBOUND_ALLOW_PRIVATE_FOR_TESTS). */
  allowPrivateForTests?: readonly string[];
  /** Injected by tests to make a public-looking name resolve to a blocked address. */
  resolve?: Resolver;
  userAgent?: string;
}

export const DEFAULT_MAX_RESPONSE_BYTES = 8192;
export const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls.connect that resolves the name once, drops every address the policy
 * refuses, and hands the socket only the checked addresses. The socket connects to exactly what
 * was checked, so a DNS answer that changes between check and connect (rebinding) cannot
 * sneak a private address in.
 */
function checkedLookup(resolve: Resolver, policy: AddressPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        const wanted = addresses.filter((entry) => !options.family || entry.family === options.family);
        const allowed = wanted.filter((entry) => policy(entry.address) === null);
        if (allowed.length === 0) {
          const refused = wanted[0];
          const error = refused
            ? new OutboundError(
                'blocked_address',
                `${hostname} resolves to ${refused.address}, ${policy(refused.address)}`,
              )
            : new OutboundError('dns', `${hostname} has no address`);
          callback(error, '');
          return;
        }
        if (options.all) callback(null, allowed);
        else callback(null, allowed[0].address, allowed[0].family);
      },
      (error: NodeJS.ErrnoException) =>
        callback(new OutboundError('dns', `cannot resolve ${hostname} (${error.code ?? error.message})`), ''),
    );
  };
}

/**
 * The one HTTP client for requests to user-chosen URLs (webhooks now, outbound postbacks and CAPI
 * later). Every connection is checked after resolution; redirects are followed by hand, at most
 * maxRedirects, each hop's URL checked again; only http and https.
 */
export function createOutboundClient(options: OutboundClientOptions = {}): OutboundClient {
  const policy = addressPolicy(options.allowPrivateForTests);
  const baseConnect = buildConnector({
    lookup: checkedLookup(options.resolve ?? systemResolver, policy),
  } as buildConnector.BuildOptions);
  const agent = new Agent({
    connect(connectOptions, callback) {
      // net.connect skips `lookup` for a literal IP address, so check those here.
      if (isIP(connectOptions.hostname)) {
        const reason = policy(connectOptions.hostname);
        if (reason) {
          callback(new OutboundError('blocked_address', `${connectOptions.hostname} is ${reason}`), null);
          return;
        }
      }
      baseConnect(connectOptions, callback);
    },
  });
  const userAgent = options.userAgent ?? 'traffic-tracker';

  async function send(outbound: OutboundRequest): Promise<OutboundResponse> {
    const maxRedirects = outbound.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const signal = AbortSignal.timeout(outbound.timeoutMs);
    let url = parseOutboundUrl(outbound.url, policy);
    let method: string = outbound.method;
    let body = outbound.body;
    let headers: Record<string, string> = { 'user-agent': userAgent, ...lowerCaseKeys(outbound.headers ?? {}) };
    try {
      for (let redirects = 0; ; redirects++) {
        const response = await request(url, { dispatcher: agent, method: method as 'GET', headers, body, signal });
        const location = response.headers.location;
        if (!REDIRECT_STATUSES.has(response.statusCode) || typeof location !== 'string') {
          const { text, truncated } = await readCapped(
            response.body,
            outbound.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
          );
          return { status: response.statusCode, body: text, truncated, url: url.toString(), redirects };
        }
        await response.body.dump();
        if (redirects === maxRedirects)
          throw new OutboundError('too_many_redirects', `more than ${maxRedirects} redirects`);
        let next: URL;
        try {
          next = parseOutboundUrl(new URL(location, url).toString(), policy);
        } catch (error) {
          throw error instanceof OutboundError
            ? new OutboundError(error.failure, `redirect to ${location} refused: ${error.message}`)
            : error;
        }
        // Fetch semantics: 303, and 301/302 after a POST, continue as GET without the body.
        if (
          response.statusCode === 303 ||
          ((response.statusCode === 301 || response.statusCode === 302) && method === 'POST')
        ) {
          method = 'GET';
          body = undefined;
          headers = withoutKeys(headers, ['content-type', 'content-length']);
        }
        if (next.origin !== url.origin) headers = withoutKeys(headers, CREDENTIAL_HEADERS);
        url = next;
      }
    } catch (error) {
      throw asOutboundError(error, signal, outbound.timeoutMs);
    }
  }

  return { send, checkUrl: (raw) => parseOutboundUrl(raw, policy), close: () => agent.close() };
}

function asOutboundError(error: unknown, signal: AbortSignal, timeoutMs: number): OutboundError {
  if (error instanceof OutboundError) return error;
  if (signal.aborted) return new OutboundError('timeout', `timed out after ${timeoutMs} ms`);
  const cause = error as NodeJS.ErrnoException;
  const nested = (cause as { cause?: unknown }).cause;
  if (nested instanceof OutboundError) return nested;
  return new OutboundError('network', cause.code ? `${cause.code}: ${cause.message}` : String(cause.message ?? cause));
}

/** Reads at most `limit` bytes of a body, then stops reading (the rest is never downloaded). */
async function readCapped(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  limit: number,
): Promise<{ text: string; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of body) {
    const room = limit - size;
    if (chunk.length >= room) {
      chunks.push(chunk.subarray(0, room));
      size = limit;
      truncated = chunk.length > room;
      if (truncated) break;
      continue;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  if (truncated) body.destroy();
  return { text: Buffer.concat(chunks).toString('utf8'), truncated };
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
}

function withoutKeys(headers: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => !keys.includes(key)));
}
