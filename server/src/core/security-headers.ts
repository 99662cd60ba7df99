import type { FastifyReply, FastifyRequest } from 'fastify';

/** A year: browsers keep to HTTPS for this long once they saw the header over HTTPS. */
const HSTS_MAX_AGE_S = 31_536_000;

/**
 * The SPA's policy. Scripts, workers and styles come from the app's own origin only; files move
 * to and from the object storage through presigned URLs (`storageOrigin`). 'unsafe-eval' and
 * 'wasm-unsafe-eval': the viewer instantiates draco3d's Emscripten wrapper with `new Function` and
 * compiles its WebAssembly; 'unsafe-inline' styles: Fluent UI (Griffel) injects its style rules at run time.
 */
export function spaPolicy(storageOrigin: string): string {
  const storage = storageOrigin ? ` ${storageOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${storage}`,
    `media-src 'self' blob:${storage}`,
    `connect-src 'self' blob: data:${storage}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are data, never rendered: nothing may load from them and nothing may frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const originOf = (url: string | undefined): string => {
  if (!url) return '';
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/** The headers every answer carries; HSTS only over HTTPS (directly or as the trusted proxy reports it). */
export function securityHeaders(storageEndpoint: string | undefined) {
  const spa = spaPolicy(originOf(storageEndpoint));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const api = request.url.startsWith('/api') || request.url.startsWith('/graphql');
    reply.header('content-security-policy', api ? API_POLICY : spa);
    // API answers are one user's records: neither the browser nor a proxy keeps a copy
    if (api) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_S}`);
  };
}
