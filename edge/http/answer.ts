import type { FastifyReply } from 'fastify';
import { visitorCookieHeader } from '../visitor-detection/visitor-id';
import { USER_CONTENT_CSP } from '../landing-files/serve';
import { clickTokenCookie, withTokenFragment } from '../click-routing/click-token';
import type { RoutedClick } from '../click-routing/engine';

const NOT_FOUND_PAGE = '<!doctype html><meta charset="utf-8"><title>Not Found</title><h1>Not Found</h1>';

/** A plain 404 page for visitors (unknown alias, no matching flow, show_404, a paused campaign). */
export function notFoundPage(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
}

/**
 * Answers a visitor's browser: a 302 to the landing (with the click token in the fragment for an
 * external landing, in the `_svctoken` cookie for a hosted one) or the offer, 204 for do_nothing,
 * the flow's text or HTML page, or 404. Sets the visitor-id cookie for a new visitor.
 */
export function answerVisitor(reply: FastifyReply, click: RoutedClick, secure: boolean): FastifyReply {
  const cookies: string[] = [];
  if (click.issue_visitor_cookie) cookies.push(visitorCookieHeader(click.visitor.visitor_id, secure));
  reply.header('cache-control', 'no-store');

  let location: string | null = null;
  if (click.destination && click.http_status === 302) {
    location = click.destination;
    // A hosted landing runs sandboxed (an opaque origin cannot read the cookie), so its SDK takes
    // the token from the fragment too; the cookie stays for pages that read it server-side.
    if (click.landing?.type === 'external' || click.landing?.type === 'hosted')
      location = withTokenFragment(location, click.token);
    if (click.landing?.type === 'hosted') cookies.push(clickTokenCookie(click.token, secure));
  }
  if (cookies.length) reply.header('set-cookie', cookies);

  if (location) return reply.code(302).header('location', location).send();
  if (click.body) {
    if (click.body.type === 'html') reply.header('content-security-policy', USER_CONTENT_CSP);
    return reply
      .code(click.http_status)
      .type(click.body.type === 'html' ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8')
      .send(click.body.content);
  }
  if (click.http_status === 204) return reply.code(204).send();
  if (click.http_status === 404) return notFoundPage(reply);
  return reply.code(click.http_status).send();
}
