import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSecureRequest } from './auth';
import { Forbidden } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site write protection. Browsers send Sec-Fetch-Site and/or Origin on writes;
 * a cross-site one is refused. Clients that send neither (curl, server-to-server) pass,
 * since they carry no ambient cookie from a victim's browser.
 */
export function isCrossSiteWrite(
  method: string,
  headers: Record<string, string | string[] | undefined>,
  ownOrigins: string[],
): boolean {
  if (!WRITE_METHODS.has(method)) return false;
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== '' && !ownOrigins.includes(origin)) return true;
  return false;
}

/**
 * The policy of a stored file shown inside the app (the repository's PDF and image preview): framed
 * by our own pages only, loading nothing else. Chrome draws a PDF through an <embed> in a page with
 * inline styles, which object-src 'none' or a bare default-src 'none' would block (crbug.com/271452);
 * the file itself cannot run script here, its type being read from its bytes and sent with nosniff.
 */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  "style-src 'unsafe-inline'",
  "object-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join(';');

function helmetOptions(https: boolean, imgOrigins: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and React set element styles at run time; no inline *scripts* are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imgOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // 'self': the repository's preview frames a PDF. Every response of ours forbids being framed
        // (frame-ancestors 'none') except a file served with PREVIEW_CSP, so that is all 'self' admits.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/**
 * The security headers helmet writes, computed once: nothing in them depends on the request,
 * so every response gets the same set without running helmet per request.
 */
export function securityHeaders(https: boolean, imgOrigins: readonly string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(https, imgOrigins))({} as IncomingMessage, response, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The img-src source of a map tile template (MAP_TILE_URL): its origin, the `{s}` subdomain as a
 * wildcard (`https://{s}.tile.openstreetmap.org/…` → `https://*.tile.openstreetmap.org`). An https
 * origin is already covered by `https:`; naming it keeps the policy right for a plain-http tile server.
 */
export function tileOrigin(template: string): string | null {
  const origin = /^(https?:\/\/[^/?#]+)/i.exec(template)?.[1];
  return origin ? origin.replace(/\{s\}/g, '*').replace(/\{[^}]*\}/g, '*') : null;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { publicUrl?: string | undefined; https: boolean; mapTileUrl?: string },
) {
  const tiles = options.mapTileUrl ? [tileOrigin(options.mapTileUrl)].filter((o) => o !== null) : [];
  // Two fixed sets: HSTS and upgrade-insecure-requests go with https only, and a request is https
  // when PUBLIC_URL says so or when it is (isSecureRequest: a trusted proxy's X-Forwarded-Proto).
  const overHttps = securityHeaders(true, tiles);
  const overHttp = securityHeaders(false, tiles);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isSecureRequest(request, options.https) ? overHttps : overHttp);
  });

  const configured = options.publicUrl ? [new URL(options.publicUrl).origin] : [];
  app.addHook('onRequest', async (request) => {
    const host = request.headers.host;
    const own = host ? [`${request.protocol}://${host}`, ...configured] : configured;
    if (isCrossSiteWrite(request.method, request.headers, own)) {
      throw new Forbidden('Cross-site request refused');
    }
  });
}
