/*
 * Traffic tracker remote-execution client for Node.js 18+ (CommonJS), served at
 * {base_url}/sdk/rclient.js (docs/sdk.md). It runs on your server, never in a browser: it holds
 * the campaign token.
 *
 *   const rclient = require('./rclient.js');
 *   const options = { base: 'https://tracker.example', campaign: 'my-alias', token: 'ct_…' };
 *   // Node http / Express: acts on the decision, or calls next() for do_nothing.
 *   app.use(rclient.middleware(options));
 *   // Or ask yourself:
 *   const answer = await rclient.request(options, { ip, userAgent, referer, language, params, visitorId });
 */
'use strict';

const DEFAULT_BASE = '{{BASE_URL}}';
const VISITOR_COOKIE = '_svcvid';
const DO_NOTHING = {
  action: 'do_nothing',
  destination: null,
  offer_url: null,
  is_bot: false,
  is_unique: false,
  reason: null,
  body: null,
  click_id: null,
  visitor_id: null,
};

/** Asks the service for the routing decision of one visitor. Never throws: on any failure the answer is do_nothing. */
async function request(options, visitor) {
  const base = (options.base || DEFAULT_BASE).replace(/\/$/, '');
  const body = {
    campaign: options.campaign,
    ip: visitor.ip,
    user_agent: visitor.userAgent || '',
    referer: visitor.referer || '',
    language: visitor.language || '',
    params: visitor.params || {},
  };
  if (visitor.visitorId) body.visitor_id = visitor.visitorId;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs || 3000);
  try {
    const response = await fetch(`${base}/rclient/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-campaign-token': options.token || '' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) return { ...DO_NOTHING, reason: `service answered ${response.status}` };
    return await response.json();
  } catch (error) {
    return { ...DO_NOTHING, reason: `service unreachable: ${error && error.message}` };
  } finally {
    clearTimeout(timer);
  }
}

function header(req, name) {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value || '';
}

function cookie(req, name) {
  for (const pair of header(req, 'cookie').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return '';
}

/** What the service needs to know about a Node http request (trustProxy: read X-Forwarded-For). */
function visitorOf(req, options) {
  const forwarded = options.trustProxy ? header(req, 'x-forwarded-for').split(',')[0].trim() : '';
  const url = new URL(req.url || '/', 'http://local');
  return {
    ip: forwarded || (req.socket && req.socket.remoteAddress) || '',
    userAgent: header(req, 'user-agent'),
    referer: header(req, 'referer'),
    language: header(req, 'accept-language'),
    params: Object.fromEntries(url.searchParams),
    visitorId: cookie(req, VISITOR_COOKIE),
  };
}

/** Carries out a decision on a Node http response; returns false for do_nothing (the page goes on). */
function act(answer, res) {
  if (answer.visitor_id)
    res.setHeader(
      'set-cookie',
      `${VISITOR_COOKIE}=${answer.visitor_id}; Max-Age=63072000; Path=/; HttpOnly; SameSite=Lax`,
    );
  switch (answer.action) {
    case 'redirect':
    case 'show_offer':
    case 'show_landing':
      if (!answer.destination) return false;
      res.statusCode = 302;
      res.setHeader('location', answer.destination);
      res.end();
      return true;
    case 'show_404':
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<!doctype html><title>Not Found</title><h1>Not Found</h1>');
      return true;
    case 'show_text':
      res.statusCode = 200;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(answer.body || '');
      return true;
    case 'show_html':
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(answer.body || '');
      return true;
    default:
      return false;
  }
}

/** A Node http / Express / Connect middleware: routes the request, or calls next() when there is nothing to do. */
function middleware(options) {
  return (req, res, next) => {
    request(options, visitorOf(req, options)).then((answer) => {
      req.serviceDecision = answer;
      if (!act(answer, res) && typeof next === 'function') next();
    });
  };
}

module.exports = { request, act, middleware, visitorOf };
