import type { HostPacer } from '../../../platform/host-pacer';
import { fetchOutbound, OutboundError, type HttpClientOptions } from '../../../platform/http-client';

/**
 * The adapter the analyser fetches listing pages through: the one outbound HTTP client (https,
 * public addresses only unless LISTING_FETCH_ALLOW_PRIVATE, a deadline, a size limit) behind a
 * polite pace of at most one request a second per host, however many jobs run at once.
 */
export interface ListingPageFetcher {
  fetchPage(url: string): Promise<{ url: string; html: string }>;
}

export class ListingFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListingFetchError';
  }
}

const USER_AGENT = 'BreakfastClubListingAnalyser/1.0 (one request a second per site)';

export function httpListingFetcher(options: {
  allowPrivate: boolean;
  pacer: HostPacer;
  timeoutMs?: number;
  maxBytes?: number;
}): ListingPageFetcher {
  const client: HttpClientOptions = {
    allowPrivate: options.allowPrivate,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxBytes: options.maxBytes ?? 3 * 1024 * 1024,
  };
  return {
    async fetchPage(url) {
      await options.pacer.wait(new URL(url).host);
      let res;
      try {
        res = await fetchOutbound(url, { headers: { 'user-agent': USER_AGENT, accept: 'text/html' } }, client);
      } catch (error) {
        if (error instanceof OutboundError) {
          throw new ListingFetchError(
            error.reason === 'address' || error.reason === 'scheme'
              ? `Refused: ${error.message}`
              : `The page could not be fetched: ${error.message}`,
          );
        }
        throw error;
      }
      if (!res.ok) throw new ListingFetchError(`The page answered ${res.status}`);
      const type = res.headers.get('content-type') ?? '';
      if (type && !/html|xml/i.test(type)) throw new ListingFetchError(`The page is not HTML (${type})`);
      return { url: res.url, html: res.text() };
    },
  };
}
