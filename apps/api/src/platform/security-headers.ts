import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Origins images may also come from: the map tile server (MAP_TILE_URL, decision 032). Set once at start. */
let extraImageSources: string[] = [];
export function allowImageSources(origins: string[]): void {
  extraImageSources = [...new Set(origins)];
}

/**
 * The Content-Security-Policy of every answer (issue 9 point 5). Scripts come only from the portal's own
 * files; an inline script runs only when its SHA-256 is named (the server-rendered pages carry one, the
 * data the page was rendered with). Styles allow 'unsafe-inline': Mantine writes its CSS variables and
 * component styles into <style> tags and style attributes at run time (decision 015). Images from the
 * portal, data: and blob: (previews of a file before upload). No page may be framed.
 */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extraImageSources.map((o) => ` ${o}`).join('')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP for one HTML page: the hash of each inline script it carries, computed from the bytes sent. */
export function contentSecurityPolicyFor(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter((m) => m[1]!.length > 0)
    .map((m) => `sha256-${crypto.createHash('sha256').update(m[1]!, 'utf8').digest('base64')}`);
  return contentSecurityPolicy(hashes);
}

/**
 * A fingerprinted script or stylesheet of the web build (apps/web/dist/assets) answered as such: not a page, not
 * an API answer, not the HTML page a missing asset's address falls back to (that one gets every header).
 */
function isBuiltAsset(url: string, contentType: unknown): boolean {
  return (
    /^\/assets\/[\w.-]+\.(?:js|css)(?:\?|$)/.test(url) && /^(?:text|application)\/(?:javascript|css)\b/.test(String(contentType ?? ''))
  );
}

/**
 * Headers on every response, API and pages alike: the CSP (a page may set its own, with its script
 * hashes), no MIME sniffing, no framing, no referrer beyond the origin, no powerful browser features,
 * and HSTS when the portal is served over HTTPS. The build's scripts and stylesheets carry only nosniff and HSTS.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const csp = contentSecurityPolicy();
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // The build's scripts and stylesheets: the headers above are the ones a browser reads on them. The others
    // govern documents (what a page may load, frame, share or use) and a browser ignores them on a script, yet
    // over HTTP/1.1 they cost ~450 bytes on each of the dozen scripts of a first page (issue 9 point 7).
    if (isBuiltAsset(request.url, reply.getHeader('content-type'))) return payload;
    if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', csp);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });
}
