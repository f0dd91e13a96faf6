import dns from 'node:dns/promises';
import { httpClient, type HttpClient } from '../../platform/http-client';

/** What a check of one domain found. */
export interface DomainCheck {
  dnsResolves: boolean;
  httpStatus: number | null;
  finalUrl: string | null;
  title: string | null;
}

/** The outside world the domain finder asks (decision 0171); tests give a recorded fixture. */
export interface DomainChecker {
  check(domain: string): Promise<DomainCheck>;
}

/** The page's <title>, its entities of the common kind read, spaces folded, at most 255 characters. */
export function pageTitle(html: string): string | null {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  if (!match) return null;
  const text = match[1]!
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, 255) : null;
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The real checker: the name's addresses (node:dns/promises, A then AAAA), then, when it resolves,
 * a GET of https://domain/ through the one outbound HTTP client (redirects followed, private
 * addresses refused), each within `timeoutMs`. A site that does not answer keeps dnsResolves.
 */
export function liveDomainChecker(options: { timeoutMs: number; client?: HttpClient }): DomainChecker {
  const client = options.client ?? httpClient({ timeoutMs: options.timeoutMs, maxBytes: 256 * 1024, maxRedirects: 4 });
  const resolves = async (domain: string) => {
    for (const kind of ['A', 'AAAA'] as const) {
      try {
        const found = await withDeadline(dns.resolve(domain, kind), options.timeoutMs);
        if (found.length) return true;
      } catch {
        // no such record, or no answer in time
      }
    }
    return false;
  };
  return {
    async check(domain) {
      if (!(await resolves(domain))) return { dnsResolves: false, httpStatus: null, finalUrl: null, title: null };
      try {
        const res = await client.fetch(`https://${domain}/`, { headers: { accept: 'text/html' } });
        const html = (res.headers.get('content-type') ?? '').includes('html') ? res.text() : '';
        return { dnsResolves: true, httpStatus: res.status, finalUrl: res.url, title: pageTitle(html) };
      } catch {
        return { dnsResolves: true, httpStatus: null, finalUrl: null, title: null };
      }
    },
  };
}
