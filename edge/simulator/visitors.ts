import { randomBytes } from 'node:crypto';
import type { Visitor } from '../visitor';
import type { SimulationPlan } from './limits';
import { weightedPicker } from './random';

/** Device type → the OS, browser and user agent a simulated visitor of that device shows. */
const DEVICE_PROFILES: Record<string, { os: string; browser: string; user_agent: string }> = {
  desktop: {
    os: 'Windows',
    browser: 'Chrome',
    user_agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  },
  mobile: {
    os: 'Android',
    browser: 'Chrome Mobile',
    user_agent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  },
  tablet: {
    os: 'iOS',
    browser: 'Mobile Safari',
    user_agent:
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  },
};
const BOT_USER_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * Synthetic visitors for a run: country and device by weight, bots and repeat visitors by share,
 * times spread evenly over the period. Addresses come from 198.18.0.0/15 (RFC 2544, benchmarking),
 * which is never a real visitor's; a repeat visitor reuses an earlier visitor id.
 */
export function visitorSource(plan: SimulationPlan, random: () => number): () => Visitor {
  const country = weightedPicker(plan.geos, random);
  const device = weightedPicker(plan.devices, random);
  const span = plan.to.getTime() - plan.from.getTime();
  const seen: string[] = [];
  const prefix = randomBytes(4).toString('hex');
  let counter = 0;
  return () => {
    const isBot = random() < plan.bot_share;
    const unique = seen.length === 0 || random() < plan.unique_share;
    const visitorId = unique ? `sim-${prefix}-${(counter++).toString(36)}` : seen[Math.floor(random() * seen.length)];
    if (unique && seen.length < 100_000) seen.push(visitorId);
    const deviceType = isBot ? 'bot' : device();
    const profile = DEVICE_PROFILES[deviceType];
    const n = Math.floor(random() * 131_072);
    return {
      ip: `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`,
      user_agent: isBot ? BOT_USER_AGENT : profile.user_agent,
      country: country(),
      region: '',
      city: '',
      isp: '',
      device_type: deviceType,
      os: profile?.os ?? '',
      browser: profile?.browser ?? '',
      language: 'en',
      referrer: '',
      keyword: '',
      search_engine: '',
      is_bot: isBot,
      is_proxy: false,
      is_tor: false,
      is_datacenter: false,
      is_unique: unique,
      visitor_id: visitorId,
      params: {},
      time: new Date(plan.from.getTime() + Math.floor(random() * span)),
    };
  };
}
