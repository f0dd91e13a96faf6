import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * The one outbound HTTP client (decision 0147), on Node's fetch, for calls to addresses that come
 * from data or settings (market data, gym imports, listings, feeds, geocoding):
 *
 * - https only, except for the hosts of `allowHosts` (tests, a service on localhost);
 * - every address the host name resolves to must be public: loopback, private, link-local (the
 *   cloud metadata address 169.254.169.254 among them), CGNAT, multicast, unspecified, reserved and
 *   IPv4-mapped IPv6 forms of those are refused, unless the host is in `allowHosts`;
 * - redirects are followed by hand, at most `maxRedirects`, and every hop is checked again;
 * - one deadline (`timeoutMs`) covers every hop and the body; the body is read as a stream and
 *   the read stops past `maxBytes`.
 *
 * The address check resolves the name before fetch resolves it again: a name that changes its
 * answer between the two (DNS rebinding) is not caught here; the network's egress rules are the
 * second line (decision 0147).
 */

export type OutboundFailure = 'scheme' | 'address' | 'redirects' | 'size' | 'timeout' | 'network';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OutboundError';
  }
}

export interface HttpClientOptions {
  /** The whole call, every hop and the body: 10 s unless told. */
  timeoutMs?: number;
  /** The longest body read: 5 MB unless told. */
  maxBytes?: number;
  /** Redirects followed: 5 unless told. */
  maxRedirects?: number;
  /** Host names (or IP literals) that may be plain http and resolve to private addresses. */
  allowHosts?: readonly string[];
  /** Every host may (a setting for tests and a local mirror, such as LISTING_FETCH_ALLOW_PRIVATE). */
  allowPrivate?: boolean;
  /** How a host name is resolved to its addresses (tests); every address dns.lookup gives unless told. */
  lookup?: (host: string) => Promise<string[]>;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** The caller's own cancel, besides the deadline. */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  ok: boolean;
  /** The address that answered (after any redirects). */
  url: string;
  headers: Headers;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

// ---- addresses --------------------------------------------------------------------------------

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), -compatible or NAT64 (64:ff9b::) IPv6 one. */
function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const head = groups.slice(0, 6);
  const mapped = head.slice(0, 5).every((g) => g === 0) && (head[5] === 0xffff || head[5] === 0);
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (!mapped && !nat64) return null;
  const [hi, lo] = [groups[6]!, groups[7]!];
  if (!nat64 && head[5] === 0 && hi === 0 && lo <= 1) return null; // :: and ::1 themselves
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function expandIpv6(address: string): number[] | null {
  if (net.isIPv6(address) === false) return null;
  let text = address.split('%')[0]!;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left, right] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const head = part(left);
  const tail = part(right);
  const groups = right === undefined ? head : [...head, ...Array(8 - head.length - tail.length).fill(0), ...tail];
  return groups.length === 8 ? groups : null;
}

/** True for an address no outbound call may reach unless its host is allowed. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true; // not an address at all: refuse
  const inner = embeddedIpv4(address);
  if (inner) return isPrivateAddress(inner);
  return blocked.check(address, 'ipv6');
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

async function lookupAll(host: string): Promise<string[]> {
  return (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}

/** Refuses an address the options do not allow: its scheme, then every address its host resolves to. */
export async function checkOutboundUrl(url: URL, options: HttpClientOptions = {}): Promise<void> {
  const host = bare(url.hostname);
  const allowed = options.allowPrivate === true || (options.allowHosts ?? []).some((h) => bare(h) === host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) {
    throw new OutboundError('scheme', `Only https addresses may be called (${url.protocol}//${url.host})`);
  }
  if (allowed) return;
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await (options.lookup ?? lookupAll)(host);
  } catch (error) {
    throw new OutboundError('network', `Could not resolve ${host}`, { cause: error });
  }
  if (!addresses.length || addresses.some(isPrivateAddress)) {
    throw new OutboundError('address', `${host} is not a public address`);
  }
}

// ---- requests ---------------------------------------------------------------------------------

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function readBody(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  const tooLarge = () => new OutboundError('size', `The answer is larger than ${maxBytes} bytes`);
  if (declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** One outbound call with the guards of `options` (see the top of this file). */
export async function fetchOutbound(
  address: string | URL,
  request: OutboundRequest = {},
  options: HttpClientOptions = {},
): Promise<OutboundResponse> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
  let url = new URL(address);
  let method = (request.method ?? 'GET').toUpperCase();
  let body = request.body;
  let headers: Record<string, string> = { ...request.headers };
  try {
    for (let hop = 0; ; hop++) {
      await checkOutboundUrl(url, options);
      const res = await fetch(url, { method, headers, body, redirect: 'manual', signal });
      const location = res.headers.get('location');
      if (!REDIRECTS.has(res.status) || !location) {
        const data = await readBody(res, maxBytes);
        return {
          status: res.status,
          ok: res.ok,
          url: url.toString(),
          headers: res.headers,
          body: data,
          text: () => data.toString('utf8'),
          json: <T>() => JSON.parse(data.toString('utf8')) as T,
        };
      }
      await res.body?.cancel().catch(() => {});
      if (hop >= maxRedirects) throw new OutboundError('redirects', `More than ${maxRedirects} redirects`);
      const next = new URL(location, url);
      // Credentials stay with the origin they were meant for.
      if (next.origin !== url.origin) {
        headers = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !['authorization', 'cookie'].includes(name.toLowerCase())),
        );
      }
      // 303, and 301/302 after a POST, continue as a GET without the body (as browsers do).
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      url = next;
    }
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (deadline.aborted) throw new OutboundError('timeout', `No answer within ${timeoutMs} ms`, { cause: error });
    throw new OutboundError('network', `The call to ${url.host} failed`, { cause: error });
  }
}

/** A client with fixed options: `httpClient({ allowHosts: ['localhost'] }).fetch(url)`. */
export function httpClient(options: HttpClientOptions = {}) {
  return {
    options,
    fetch: (address: string | URL, request: OutboundRequest = {}) => fetchOutbound(address, request, options),
  };
}
export type HttpClient = ReturnType<typeof httpClient>;
