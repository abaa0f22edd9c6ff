import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';
import { Lru } from './lru';

export interface DeviceInfo {
  /** desktop | mobile | tablet | tv | console | wearable | bot | unknown */
  device_type: string;
  os: string;
  browser: string;
  /** The user agent names a crawler, spider or HTTP library (isbot's list). */
  is_bot_agent: boolean;
}

/** Longer user agents are parsed and cached by this prefix, so one visitor cannot grow the cache's memory. */
const MAX_AGENT_LENGTH = 512;
const DEVICE_TYPES: Record<string, string> = {
  mobile: 'mobile',
  tablet: 'tablet',
  smarttv: 'tv',
  console: 'console',
  wearable: 'wearable',
};
const DESKTOP_OS =
  /^(windows|mac os|macos|linux|ubuntu|debian|fedora|chromium os|chrome os|freebsd|openbsd|netbsd|mint|arch|centos|redhat|suse|gentoo|solaris|unix)$/i;

const EMPTY: DeviceInfo = { device_type: 'unknown', os: '', browser: '', is_bot_agent: false };

/** ua-parser-js (1.x, MIT) and isbot; about 30 µs a parse, so results are kept in an LRU keyed by user agent. */
export class UserAgentParser {
  private readonly cache: Lru<string, DeviceInfo>;

  constructor(capacity = 10_000) {
    this.cache = new Lru(capacity);
  }

  parse(userAgent: string): DeviceInfo {
    const agent = userAgent.trim().slice(0, MAX_AGENT_LENGTH);
    if (!agent) return EMPTY;
    let info = this.cache.get(agent);
    if (!info) {
      info = describe(agent);
      this.cache.set(agent, info);
    }
    return info;
  }
}

function describe(agent: string): DeviceInfo {
  const result = new UAParser(agent).getResult();
  const os = result.os.name ?? '';
  const browser = result.browser.name ?? '';
  const is_bot_agent = isbot(agent);
  let device_type = result.device.type
    ? (DEVICE_TYPES[result.device.type] ?? 'unknown')
    : DESKTOP_OS.test(os)
      ? 'desktop'
      : 'unknown';
  if (is_bot_agent) device_type = 'bot';
  return { device_type, os, browser, is_bot_agent };
}
