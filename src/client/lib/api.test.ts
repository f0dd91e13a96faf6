import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiGet,
  apiRequest,
  apiUpload,
  createQueryClient,
  errorMessage,
  getQueryFn,
  UNEXPECTED_ERROR,
} from './api';

type FetchArgs = [string, RequestInit];

function stubFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(
    async () => new Response(body, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON to the same origin with cookies', async () => {
    const fetchMock = stubFetch(200, '{}');
    await apiRequest('POST', '/api/login', { username: 'ana', password: 'pw' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"username":"ana","password":"pw"}');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends no body and no content type without a payload', async () => {
    const fetchMock = stubFetch(200, '');
    await apiRequest('POST', '/api/logout');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it("reads the body's message", async () => {
    stubFetch(400, '{"message":"Username already exists"}', 'Bad Request');
    const error = await failureOf(apiRequest('POST', '/api/register', {}));
    expect(error.message).toBe('400: Username already exists');
    expect(error.status).toBe(400);
  });

  it("joins a list body's messages with commas", async () => {
    stubFetch(422, '[{"message":"Email is invalid"},{"message":"Password is too short"}]');
    const error = await failureOf(apiRequest('PUT', '/api/user', {}));
    expect(error.message).toBe('422: Email is invalid, Password is too short');
  });

  it('falls back to the status text when the body has no message', async () => {
    stubFetch(500, '{"error":"boom"}', 'Internal Server Error');
    const error = await failureOf(apiRequest('GET', '/api/gyms'));
    expect(error.message).toBe('500: Internal Server Error');
  });

  it('uses the raw text when the body is not JSON', async () => {
    stubFetch(502, 'Bad gateway from proxy', 'Bad Gateway');
    const error = await failureOf(apiRequest('GET', '/api/gyms'));
    expect(error.message).toBe('502: Bad gateway from proxy');
  });

  it('gives the sign-in text for a 401 on a write', async () => {
    stubFetch(401, '{"message":"Not signed in"}', 'Unauthorized');
    const error = await failureOf(apiRequest('POST', '/api/articles/1/reviews', { rating: 5 }));
    expect(error.message).toBe('Authentication required. Please log in.');
    expect(error.status).toBe(401);
  });

  it('keeps the server message for a 401 on a read', async () => {
    stubFetch(401, '{"message":"Not signed in"}', 'Unauthorized');
    const error = await failureOf(apiRequest('GET', '/api/user'));
    expect(error.message).toBe('401: Not signed in');
  });
});

describe('apiUpload', () => {
  it('sends the file as it is, typed by its own content type', async () => {
    const fetchMock = stubFetch(201, '{"path":"/a.webp","url":"/api/public/a.webp"}');
    const file = new Blob(['img'], { type: 'image/png' });
    await apiUpload('POST', '/api/admin/article-images', file);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe(file);
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'image/png' });
  });

  it('fails like any call', async () => {
    stubFetch(413, '{"message":"Image too large"}');
    expect((await failureOf(apiUpload('POST', '/api/x', new Blob(['x'])))).message).toBe('413: Image too large');
  });
});

describe('apiGet', () => {
  it('loads fresh JSON from an address of its own', async () => {
    const fetchMock = stubFetch(200, '{"articles":[]}');
    expect(await apiGet('/api/articles?page=2')).toEqual({ articles: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/articles?page=2');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Cache-Control': 'no-cache' });
  });
});

describe("errorMessage (spec 000 §8: the failed call's message, else the default)", () => {
  it("gives the failed call's '{status}: {server message}'", () => {
    const error = new ApiError(400, '400: Invalid username or password', { message: 'Invalid username or password' });
    expect(errorMessage(error, 'Login failed')).toBe('400: Invalid username or password');
    expect(errorMessage(new ApiError(401, 'Authentication required. Please log in.', null))).toBe(
      'Authentication required. Please log in.',
    );
  });

  it('gives the default when no answer came (network failure) or nothing was said', () => {
    const fallback = 'Failed to submit gym. Please try again.';
    expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(500, '', null), fallback)).toBe(fallback);
    expect(errorMessage(undefined, fallback)).toBe(fallback);
    expect(errorMessage(null)).toBe(UNEXPECTED_ERROR);
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) => ({
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: createQueryClient(),
  });

  it('joins the key parts with slashes and asks for fresh JSON', async () => {
    const fetchMock = stubFetch(200, '{"title":"Hello"}');
    const load = getQueryFn<{ title: string }>({ on401: 'throw' });
    const data = await load(context(['/api/articles', 'hello-world']) as never);
    expect(data).toEqual({ title: 'Hello' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/articles/hello-world');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Cache-Control': 'no-cache' });
  });

  it('yields null on 401 when asked to', async () => {
    stubFetch(401, '{"message":"Not signed in"}');
    const load = getQueryFn({ on401: 'returnNull' });
    expect(await load(context(['/api/user']) as never)).toBeNull();
  });

  it('throws on 401 by default', async () => {
    stubFetch(401, '{"message":"Not signed in"}');
    const load = getQueryFn({ on401: 'throw' });
    const error = await failureOf(Promise.resolve(load(context(['/api/user']) as never)));
    expect(error.message).toBe('401: Not signed in');
  });
});

describe('queryClient defaults', () => {
  it('shows a failed load at once, after a single try', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new Error('down');
    });
    const observer = new QueryObserver(client, { queryKey: ['/api/gyms'], queryFn });
    const states: string[] = [];
    const stop = observer.subscribe((result) => void states.push(result.status));
    try {
      // With retries the error would only arrive after the retry delays (seconds).
      await vi.waitFor(() => expect(states).toContain('error'), { timeout: 500 });
      expect(queryFn).toHaveBeenCalledOnce();
    } finally {
      stop();
      client.clear();
    }
  });

  it('loads a key once: a page mounting later reads it from the cache', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => ({ total: 3 }));
    const first = new QueryObserver(client, { queryKey: ['/api/dashboard/metrics'], queryFn });
    const stopFirst = first.subscribe(() => {});
    await vi.waitFor(() => expect(first.getCurrentResult().data).toEqual({ total: 3 }));
    const later = new QueryObserver(client, { queryKey: ['/api/dashboard/metrics'], queryFn });
    const stopLater = later.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 20));
    expect(later.getCurrentResult().data).toEqual({ total: 3 });
    expect(queryFn).toHaveBeenCalledOnce();
    stopFirst();
    stopLater();
    client.clear();
  });

  it('never retries, refetches or goes stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(mutations?.retry).toBe(false);
  });
});
