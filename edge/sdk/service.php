<?php
/*
 * Traffic tracker page helper for PHP 7.4+, served at {base_url}/sdk/service.php (docs/sdk.md).
 * For landing pages built in PHP: read the click, get the offer chosen at the click, send
 * conversion events from the server, print the page SDK's script tag.
 *
 *   require __DIR__ . '/service.php';
 *   $service = new ServiceTracker();                 // or new ServiceTracker('https://tracker.example')
 *   $cid = $service->clickId();                      // ?cid= / ?click_id= or the _svctoken cookie
 *   $offer = $service->offerUrl($cid);               // '' when the click has no offer
 *   echo '<a href="' . htmlspecialchars($offer) . '">Go</a>';
 *   $service->sendEvent('lead', $cid, ['txid' => 'T-1']);  // POST /action from the server
 *   echo $service->scriptTag();                      // the page SDK with data-service-auto
 */

class ServiceTracker
{
    private $base;
    private $timeout;

    public function __construct(string $base = '{{BASE_URL}}', int $timeout = 3)
    {
        $this->base = rtrim($base, '/');
        $this->timeout = $timeout;
    }

    /** The click id of this visit: the cid / click_id query parameter, else the click token cookie. */
    public function clickId(): string
    {
        $pattern = '/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i';
        foreach (['cid', 'click_id'] as $name) {
            if (!empty($_GET[$name]) && is_string($_GET[$name]) && preg_match($pattern, $_GET[$name])) return strtolower($_GET[$name]);
        }
        $token = $this->token();
        $fromToken = explode('.', $token)[0];
        return preg_match($pattern, $fromToken) ? strtolower($fromToken) : '';
    }

    /** The click token when the page is hosted by the service (the _svctoken cookie), else ''. */
    public function token(): string
    {
        return isset($_COOKIE['_svctoken']) && is_string($_COOKIE['_svctoken']) ? $_COOKIE['_svctoken'] : '';
    }

    /** The offer URL of slot $slot chosen at the click, or '' when there is none. */
    public function offerUrl(string $clickId, int $slot = 1): string
    {
        if ($clickId === '') return '';
        $url = $this->base . '/lp-api/offer?cid=' . rawurlencode($clickId) . ($slot > 1 ? '&offer=' . $slot : '');
        [$status, $body] = $this->http('GET', $url, null);
        if ($status !== 200) return '';
        $answer = json_decode($body, true);
        return is_array($answer) && isset($answer['offer_url']) ? (string) $answer['offer_url'] : '';
    }

    /** The click-through address: the service sends the visitor on to the offer of slot $slot. */
    public function clickThroughUrl(string $clickId, int $slot = 1): string
    {
        return $this->base . '/click?cid=' . rawurlencode($clickId) . ($slot > 1 ? '&offer=' . $slot : '');
    }

    /**
     * Sends a conversion event (lead, sale, signup, or custom with $fields['status']) to /action,
     * with the fields of docs/sdk.md. Returns the HTTP status (0 when the service was unreachable).
     */
    public function sendEvent(string $event, string $clickId, array $fields = []): int
    {
        $form = ['event' => $event, 'cid' => $clickId];
        $token = $fields['token'] ?? $this->token();
        if ($token !== '') $form['token'] = $token;
        foreach (['status', 'txid', 'page'] as $name) {
            if (isset($fields[$name]) && $fields[$name] !== '') $form[$name] = (string) $fields[$name];
        }
        [$status] = $this->http('POST', $this->base . '/action', http_build_query($form));
        return $status;
    }

    /** The page SDK's script tag (reads data-service-* markup). */
    public function scriptTag(): string
    {
        return '<script src="' . htmlspecialchars($this->base . '/sdk/service.js') . '" data-service-auto></script>';
    }

    private function http(string $method, string $url, ?string $form): array
    {
        $headers = $form !== null ? "Content-Type: application/x-www-form-urlencoded\r\n" : '';
        $context = stream_context_create(['http' => ['method' => $method, 'header' => $headers, 'content' => $form ?? '', 'timeout' => $this->timeout, 'ignore_errors' => true]]);
        $body = @file_get_contents($url, false, $context);
        $status = 0;
        foreach ($http_response_header ?? [] as $line) {
            if (preg_match('#^HTTP/\S+\s+(\d{3})#', $line, $m)) $status = (int) $m[1];
        }
        return [$status, $body === false ? '' : $body];
    }
}
