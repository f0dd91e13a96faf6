import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/accounts-texts';
import { Unauthorized } from './errors';
import type { SessionStore, SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionIdHash: string | null;
  }
}

export interface CookieOptions {
  /** PUBLIC_URL is https: every request counts as secure (isSecureRequest). */
  secure: boolean;
}

/**
 * Whether this request came over https: PUBLIC_URL says so for every request, or the request
 * itself is https, directly or by the X-Forwarded-Proto of a proxy that TRUST_PROXY names.
 * Fastify's request.protocol reads that header only from such a proxy, never from a client.
 */
export function isSecureRequest(request: FastifyRequest, configuredHttps: boolean): boolean {
  return configuredHttps || String(request.protocol).trim().toLowerCase() === 'https';
}

export function sessionCookieName(secure: boolean) {
  return secure ? '__Host-sid' : 'sid';
}

/**
 * Whether a request is for the API, judged on the route it reached (or, unrouted, on its decoded
 * path), not on the raw URL: `/%61pi/…` reaches the same handlers as `/api/…`.
 */
export function isApiPath(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route) return route.startsWith('/api/');
  const path = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path).startsWith('/api/');
  } catch {
    return path.startsWith('/api/');
  }
}

/** Reads the session cookie on every request and sets request.user. */
export function registerAuth(app: FastifyInstance, store: SessionStore, cookie: CookieOptions) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request)) return;
    const token = request.cookies[sessionCookieName(isSecureRequest(request, cookie.secure))];
    if (!token) return;
    const found = await store.resolve(token);
    if (found) {
      request.user = found.user;
      request.sessionIdHash = found.idHash;
    }
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  const maxAge = 30 * 24 * 3600;
  reply.setCookie(sessionCookieName(secure), token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge });
  // Readable by the page and worth nothing to a thief: it only tells the client that asking
  // GET /api/user is worthwhile (docs/decisions/0034-signed-in-hint-cookie.md).
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax', secure });
}

/** Route guards are declared per route with platform/access.ts; services re-check ownership on the resource itself. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Unauthorized('Not authenticated');
  return request.user;
}
