import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** The text a 401 on a write gives (spec §8). */
export const AUTH_REQUIRED_MESSAGE = 'Authentication required. Please log in.';

/** A failed response. `message` is '{status}: {server message}' (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body, or the raw text when the body is not JSON. */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Transport = (url: string, init: RequestInit) => Promise<Response>;
/** How a call reaches the API: the browser's fetch, or the server's own router while it renders a page. */
let transport: Transport = (url, init) => fetch(url, init);

/** The server renderer (entry-server.tsx) answers calls in-process with the visitor's cookies. */
export function setTransport(next: Transport): void {
  transport = next;
}

function messageOf(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { message } = value;
    if (typeof message === 'string' && message !== '') return message;
  }
  return null;
}

/** The server's message: list items joined with commas, else `message`, else the status text. */
function describe(res: Response, text: string): { message: string; body: unknown } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { message: text || res.statusText, body: text };
  }
  if (Array.isArray(body)) {
    const joined = body.map((item) => messageOf(item) ?? String(item)).join(', ');
    return { message: joined || res.statusText, body };
  }
  return { message: messageOf(body) ?? res.statusText, body };
}

async function throwIfResNotOk(res: Response, method: string): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  const { message, body } = describe(res, text);
  if (res.status === 401 && WRITE_METHODS.has(method)) {
    throw new ApiError(401, AUTH_REQUIRED_MESSAGE, body);
  }
  throw new ApiError(res.status, `${res.status}: ${message}`, body);
}

async function send(method: string, url: string, body?: { data: BodyInit; type?: string }): Promise<Response> {
  const verb = method.toUpperCase();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body?.type) headers['Content-Type'] = body.type;
  const res = await transport(url, { method: verb, headers, body: body?.data, credentials: 'same-origin' });
  await throwIfResNotOk(res, verb);
  return res;
}

/** One call to the API: same origin, cookies, JSON in and out. Throws ApiError when not OK. */
export function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  return send(method, url, body === undefined ? undefined : { data: JSON.stringify(body), type: 'application/json' });
}

/** The JSON body of a write's answer (apiRequest and apiUpload throw on a refusal first). */
export async function apiJson<T>(res: Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

/** A call whose body is a file sent as it is (an image upload), typed by its own content type. */
export function apiUpload(method: string, url: string, file: Blob): Promise<Response> {
  return send(method, url, { data: file, type: file.type || 'application/octet-stream' });
}

/** A multipart form (a CSV import); the browser writes its Content-Type with the boundary. */
export function apiForm(method: string, url: string, form: FormData): Promise<Response> {
  return send(method, url, { data: form });
}

/** A load: GET without the HTTP cache, JSON back. A 401 gives null when asked; else ApiError when not OK. */
async function load<T>(url: string, signal: AbortSignal | undefined, on401: UnauthorizedBehavior): Promise<T | null> {
  const res = await transport(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
    signal,
  });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res, 'GET');
  return (await res.json()) as T;
}

/** A load whose address is not the query key's parts (e.g. one with query parameters). */
export async function apiGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  return (await load<T>(url, signal, 'throw')) as T;
}

/** A GET whose headers matter too (an X-Total-Count beside a list): the response, checked. */
export async function apiGetResponse(url: string, signal?: AbortSignal): Promise<Response> {
  const res = await transport(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
    signal,
  });
  await throwIfResNotOk(res, 'GET');
  return res;
}

/** One page of an array answer with its X-Total-Count (the lists that page on the server). */
export async function apiGetPage<T>(url: string, signal?: AbortSignal): Promise<{ items: T[]; total: number }> {
  const res = await apiGetResponse(url, signal);
  return { items: (await res.json()) as T[], total: Number(res.headers.get('x-total-count') ?? 0) };
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default load: GET the query key parts joined with '/', no-cache, read JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => load<T>(queryKey.map(String).join('/'), signal, options.on401);
}

/** Shown when a failure carries no message of the server's (spec 000 §2, the error screen). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/**
 * The text to show for a failed call (spec 000 §8): the ApiError's '{status}: {server message}'
 * (or the 401-on-write text). A call that got no answer (a network failure) or any other error
 * has no server message, so the caller's default shows instead.
 */
export function errorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Loads never refetch by themselves, data is never stale, nothing is retried (spec §7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
