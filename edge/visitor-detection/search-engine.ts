export interface SearchReferral {
  /** google, bing, yandex, … ('' when the referrer is not a known search engine). */
  search_engine: string;
  /** The search query the referrer carries ('' when hidden, as most engines now do). */
  keyword: string;
}

interface Engine {
  name: string;
  host: RegExp;
  params: string[];
}

// Host patterns match the engine's search hosts in every country domain.
const ENGINES: Engine[] = [
  { name: 'google', host: /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/, params: ['q', 'as_q'] },
  { name: 'bing', host: /(^|\.)bing\.com$/, params: ['q'] },
  { name: 'yandex', host: /(^|\.)(yandex\.[a-z]{2,3}(\.[a-z]{2})?|ya\.ru)$/, params: ['text'] },
  { name: 'duckduckgo', host: /(^|\.)duckduckgo\.com$/, params: ['q'] },
  { name: 'yahoo', host: /(^|\.)search\.yahoo\.(com|co\.jp)$/, params: ['p', 'q'] },
  { name: 'baidu', host: /(^|\.)baidu\.com$/, params: ['wd', 'word', 'kw'] },
  { name: 'ecosia', host: /(^|\.)ecosia\.org$/, params: ['q'] },
  { name: 'naver', host: /(^|\.)naver\.com$/, params: ['query'] },
  { name: 'seznam', host: /(^|\.)seznam\.cz$/, params: ['q'] },
  { name: 'mail.ru', host: /(^|\.)go\.mail\.ru$/, params: ['q'] },
  { name: 'sogou', host: /(^|\.)sogou\.com$/, params: ['query', 'keyword'] },
  { name: 'aol', host: /(^|\.)search\.aol\.com$/, params: ['q', 'query'] },
  { name: 'ask', host: /(^|\.)ask\.com$/, params: ['q'] },
  { name: 'qwant', host: /(^|\.)qwant\.com$/, params: ['q'] },
  { name: 'startpage', host: /(^|\.)startpage\.com$/, params: ['query', 'q'] },
  { name: 'brave', host: /(^|\.)search\.brave\.com$/, params: ['q'] },
];

const NONE: SearchReferral = { search_engine: '', keyword: '' };

/** Which search engine a referrer URL belongs to, and the query it carries. */
export function searchReferral(referrer: string): SearchReferral {
  if (!referrer) return NONE;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return NONE;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return NONE;
  const host = url.hostname.toLowerCase();
  const engine = ENGINES.find((candidate) => candidate.host.test(host));
  if (!engine) return NONE;
  let keyword = '';
  for (const param of engine.params) {
    keyword = url.searchParams.get(param)?.trim() ?? '';
    if (keyword) break;
  }
  return { search_engine: engine.name, keyword: keyword.slice(0, 512) };
}
