<?php
/*
 * Traffic tracker remote-execution client for PHP 7.4+, served at {base_url}/sdk/rclient.php
 * (docs/sdk.md). Put it on your server and call it at the top of a page, before any output:
 *
 *   require __DIR__ . '/rclient.php';
 *   $answer = service_rclient_run('my-alias', 'ct_…');   // redirects or prints and exits, unless do_nothing
 *   // do_nothing: your page continues; $answer holds is_bot, is_unique, reason…
 *
 * The campaign token stays on your server; the visitor never sees it.
 */

if (!defined('SERVICE_RCLIENT_BASE')) define('SERVICE_RCLIENT_BASE', '{{BASE_URL}}');

/** The service's routing decision for the current visitor. Never fails: on any error the action is do_nothing. */
function service_rclient_request(string $campaign, string $token, array $options = []): array
{
    $base = rtrim($options['base'] ?? SERVICE_RCLIENT_BASE, '/');
    $ip = $_SERVER['REMOTE_ADDR'] ?? '';
    if (!empty($options['trust_proxy']) && !empty($_SERVER['HTTP_X_FORWARDED_FOR'])) {
        $ip = trim(explode(',', $_SERVER['HTTP_X_FORWARDED_FOR'])[0]);
    }
    $body = [
        'campaign' => $campaign,
        'ip' => $ip,
        'user_agent' => $_SERVER['HTTP_USER_AGENT'] ?? '',
        'referer' => $_SERVER['HTTP_REFERER'] ?? '',
        'language' => $_SERVER['HTTP_ACCEPT_LANGUAGE'] ?? '',
        'params' => (object) array_map('strval', array_filter($_GET, 'is_scalar')),
    ];
    if (!empty($_COOKIE['_svcvid'])) $body['visitor_id'] = (string) $_COOKIE['_svcvid'];
    $json = json_encode($body);
    $headers = "Content-Type: application/json\r\nX-Campaign-Token: " . $token . "\r\n";
    $timeout = $options['timeout'] ?? 3;
    $fallback = ['action' => 'do_nothing', 'destination' => null, 'offer_url' => null, 'is_bot' => false, 'is_unique' => false, 'reason' => null, 'body' => null, 'click_id' => null, 'visitor_id' => null];

    if (function_exists('curl_init')) {
        $curl = curl_init($base . '/rclient/v1');
        curl_setopt_array($curl, [
            CURLOPT_POST => true,
            CURLOPT_POSTFIELDS => $json,
            CURLOPT_HTTPHEADER => ['Content-Type: application/json', 'X-Campaign-Token: ' . $token],
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_TIMEOUT => $timeout,
        ]);
        $response = curl_exec($curl);
        $status = (int) curl_getinfo($curl, CURLINFO_HTTP_CODE);
        curl_close($curl);
    } else {
        $context = stream_context_create(['http' => ['method' => 'POST', 'header' => $headers, 'content' => $json, 'timeout' => $timeout, 'ignore_errors' => true]]);
        $response = @file_get_contents($base . '/rclient/v1', false, $context);
        $status = 0;
        foreach ($http_response_header ?? [] as $line) {
            if (preg_match('#^HTTP/\S+\s+(\d{3})#', $line, $m)) $status = (int) $m[1];
        }
    }
    if ($response === false || $status !== 200) return $fallback;
    $answer = json_decode($response, true);
    return is_array($answer) && isset($answer['action']) ? $answer : $fallback;
}

/** Carries out a decision. Returns false for do_nothing (the page goes on); otherwise answers and returns true. */
function service_rclient_act(array $answer): bool
{
    if (!empty($answer['visitor_id']) && !headers_sent()) {
        setcookie('_svcvid', $answer['visitor_id'], ['expires' => time() + 63072000, 'path' => '/', 'httponly' => true, 'samesite' => 'Lax']);
    }
    switch ($answer['action']) {
        case 'redirect':
        case 'show_offer':
        case 'show_landing':
            if (empty($answer['destination'])) return false;
            header('Location: ' . $answer['destination'], true, 302);
            return true;
        case 'show_404':
            http_response_code(404);
            echo '<!doctype html><title>Not Found</title><h1>Not Found</h1>';
            return true;
        case 'show_text':
            header('Content-Type: text/plain; charset=utf-8');
            echo $answer['body'] ?? '';
            return true;
        case 'show_html':
            header('Content-Type: text/html; charset=utf-8');
            echo $answer['body'] ?? '';
            return true;
        default:
            return false;
    }
}

/** Asks and acts: exits after a redirect or a page of the service; returns the answer for do_nothing. */
function service_rclient_run(string $campaign, string $token, array $options = []): array
{
    $answer = service_rclient_request($campaign, $token, $options);
    if (service_rclient_act($answer)) exit;
    return $answer;
}
