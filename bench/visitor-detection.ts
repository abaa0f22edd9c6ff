import { performance } from 'node:perf_hooks';
import { loadVisitorDetector } from '../edge/visitor-detection/detector';

export interface DetectionBenchResult {
  name: string;
  load_ms: number;
  /** Per detect() call with user agents the LRU already holds (the common case: few distinct agents). */
  warm_us_per_click: number;
  /** Per detect() call with a user agent never seen before (parsed by ua-parser-js). */
  cold_us_per_click: number;
  detections_per_s: number;
}

const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
];

function randomPublicIp(i: number): string {
  if (i % 5 === 0) return `2a0${i % 10}:${(i * 7919) % 65536}:${(i * 104729) % 65536}::${i % 65536}`;
  const value = (Math.random() * 0xdfffffff) >>> 0; // below the multicast range
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

/** The cost of visitor detection per click (geo + ISP + device + language + search + flags + visitor id). */
export async function benchVisitorDetection(clicks = 100_000): Promise<DetectionBenchResult> {
  const loadStarted = performance.now();
  const detector = await loadVisitorDetector({}, 'ab'.repeat(32));
  const loadMs = performance.now() - loadStarted;
  const ips = Array.from({ length: 10_000 }, (_, i) => randomPublicIp(i));
  const headers = AGENTS.map((agent) => ({
    'user-agent': agent,
    'accept-language': 'en-US,en;q=0.9',
    referer: 'https://www.google.com/search?q=offer',
    cookie: 'a=1',
  }));
  const run = (count: number, headersFor: (i: number) => Record<string, string>) => {
    const started = performance.now();
    for (let i = 0; i < count; i++)
      detector.detect({ ip: ips[i % ips.length], headers: headersFor(i), params: { sub1: 'x' } });
    return ((performance.now() - started) * 1000) / count;
  };
  run(20_000, (i) => headers[i % headers.length]); // JIT warm-up
  const warm = run(clicks, (i) => headers[i % headers.length]);
  const cold = run(Math.min(clicks, 20_000), (i) => ({
    ...headers[i % headers.length],
    'user-agent': `${AGENTS[i % AGENTS.length]} build/${i}`,
  }));
  return {
    name: 'visitor detection',
    load_ms: Math.round(loadMs),
    warm_us_per_click: Math.round(warm * 10) / 10,
    cold_us_per_click: Math.round(cold * 10) / 10,
    detections_per_s: Math.round(1_000_000 / warm),
  };
}

if (require.main === module) {
  benchVisitorDetection().then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
