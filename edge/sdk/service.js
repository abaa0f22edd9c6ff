/*
 * Traffic tracker page SDK, served at {base_url}/sdk/service.js (docs/sdk.md).
 *
 *   <script src="https://tracker.example/sdk/service.js" data-service-auto></script>
 *
 * With data-service-auto the page's markup drives it:
 *   <a data-service-offer>             href becomes the click-through to the offer chosen at the click (slot N with data-service-offer="N")
 *   <button data-service-action="lead"> a click sends the event (lead, sale, signup, or custom with data-service-status)
 *   <form data-service-action="signup"> a submit sends the event
 *   <body data-service-thankyou="sale"> the event is sent when the page opens
 * The click token comes from the URL fragment (#_ct=…, external landings) or the _svctoken cookie
 * (landings hosted by the service) and is kept in a first-party cookie for the following pages.
 * Without data-service-auto, window.ServiceTracker offers the same as functions.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var src = script && script.src ? new URL(script.src, location.href) : null;
  var base = src ? src.origin + src.pathname.replace(/\/sdk\/service\.js$/, '') : '';
  var TOKEN_COOKIE = '_svctoken';
  var CLICK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  var EVENTS = ['lead', 'sale', 'signup', 'custom'];

  // A sandboxed page (hosted landings, show_html) has an opaque origin: document.cookie throws there.
  function cookies() {
    try {
      return document.cookie || '';
    } catch (e) {
      return '';
    }
  }

  function readCookie(name) {
    var raw = cookies();
    var parts = raw ? raw.split(';') : [];
    for (var i = 0; i < parts.length; i++) {
      var pair = parts[i].replace(/^\s+/, '');
      if (pair.indexOf(name + '=') === 0) return decodeURIComponent(pair.slice(name.length + 1));
    }
    return '';
  }

  function tokenFromFragment() {
    var hash = location.hash.replace(/^#/, '');
    var fields = hash.split('&');
    for (var i = 0; i < fields.length; i++) {
      if (fields[i].indexOf('_ct=') === 0)
        return {
          token: decodeURIComponent(fields[i].slice(4)),
          rest: fields
            .slice(0, i)
            .concat(fields.slice(i + 1))
            .join('&'),
        };
    }
    return null;
  }

  var token = '';
  var fragment = tokenFromFragment();
  if (fragment && fragment.token) {
    token = fragment.token;
    // Kept for the next pages of this site (a thank-you page), then taken out of the address bar.
    try {
      document.cookie =
        TOKEN_COOKIE +
        '=' +
        encodeURIComponent(token) +
        '; Max-Age=2592000; Path=/; SameSite=Lax' +
        (location.protocol === 'https:' ? '; Secure' : '');
    } catch (e) {
      /* sandboxed page: the token lives for this page only */
    }
    if (window.history && history.replaceState)
      history.replaceState(null, '', location.pathname + location.search + (fragment.rest ? '#' + fragment.rest : ''));
  } else {
    token = readCookie(TOKEN_COOKIE);
    // The cookie may hold the token of an earlier click; a page reached with ?cid= of another click
    // (remote execution has no token) belongs to that click, so the old token is not used.
    var fromQuery = queryClickId();
    if (fromQuery && token.split('.')[0].toLowerCase() !== fromQuery) token = '';
  }

  function queryClickId() {
    var query = new URLSearchParams(location.search);
    var cid = query.get('cid') || query.get('click_id') || '';
    return CLICK_ID.test(cid) ? cid.toLowerCase() : '';
  }

  function clickId() {
    var fromToken = token.split('.')[0];
    if (CLICK_ID.test(fromToken)) return fromToken.toLowerCase();
    return queryClickId();
  }

  /** The offer URL of slot N (default 1) chosen at the click; resolves to '' when there is none. */
  function offerUrl(slot) {
    var cid = clickId();
    if (!cid) return Promise.resolve('');
    var url = base + '/lp-api/offer?cid=' + encodeURIComponent(cid) + (slot && slot > 1 ? '&offer=' + slot : '');
    return fetch(url, { credentials: 'omit' })
      .then(function (response) {
        return response.ok ? response.json() : {};
      })
      .then(function (body) {
        return body && body.offer_url ? body.offer_url : '';
      })
      .catch(function () {
        return '';
      });
  }

  /** The click-through address of slot N: the service sends the visitor on to the offer. */
  function clickThroughUrl(slot) {
    var cid = clickId();
    return cid ? base + '/click?cid=' + encodeURIComponent(cid) + (slot && slot > 1 ? '&offer=' + slot : '') : '';
  }

  /**
   * Sends a conversion event to {base}/action as a form post (fields documented in docs/sdk.md).
   * A page sends one event per click and key (txid, else the event type), however often it is asked.
   */
  function send(event, options) {
    options = options || {};
    event = EVENTS.indexOf(event) >= 0 ? event : 'lead';
    var cid = clickId();
    if (!cid && !token) return false;
    var dedupe = 'svc:sent:' + cid + ':' + (options.txid || event + (options.status ? ':' + options.status : ''));
    try {
      if (sessionStorage.getItem(dedupe)) return false;
      sessionStorage.setItem(dedupe, '1');
    } catch (e) {
      /* storage refused: the service deduplicates as well */
    }
    var fields = new URLSearchParams();
    if (token) fields.set('token', token);
    if (cid) fields.set('cid', cid);
    fields.set('event', event);
    if (options.status) fields.set('status', options.status);
    if (options.txid) fields.set('txid', options.txid);
    fields.set('page', location.href.split('#')[0]);
    var target = base + '/action';
    if (navigator.sendBeacon && navigator.sendBeacon(target, fields)) return true;
    fetch(target, { method: 'POST', body: fields, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(
      function () {},
    );
    return true;
  }

  function slotOf(element) {
    var slot = parseInt(element.getAttribute('data-service-offer'), 10);
    return slot > 1 ? slot : 1;
  }

  function eventOptions(element) {
    return {
      status: element.getAttribute('data-service-status') || '',
      txid: element.getAttribute('data-service-txid') || '',
    };
  }

  function auto() {
    var links = document.querySelectorAll('[data-service-offer]');
    // Through the service's click-through, which records the landing click (LP clicks, LP CTR) and
    // sends the visitor on to the offer chosen at the click; without a click id the link stays.
    Array.prototype.forEach.call(links, function (link) {
      var through = clickThroughUrl(slotOf(link));
      if (through) link.setAttribute('href', through);
    });
    var actions = document.querySelectorAll('[data-service-action]');
    Array.prototype.forEach.call(actions, function (element) {
      var kind = element.getAttribute('data-service-action') || 'lead';
      var listener = function () {
        send(kind, eventOptions(element));
      };
      element.addEventListener(element.tagName === 'FORM' ? 'submit' : 'click', listener);
    });
    var body = document.body;
    if (body && body.hasAttribute('data-service-thankyou'))
      send(body.getAttribute('data-service-thankyou') || 'lead', eventOptions(body));
  }

  window.ServiceTracker = {
    base: base,
    token: function () {
      return token;
    },
    clickId: clickId,
    offerUrl: offerUrl,
    clickThroughUrl: clickThroughUrl,
    send: send,
    scan: auto,
  };

  if (script && script.hasAttribute('data-service-auto')) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', auto);
    else auto();
  }
})();
