import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy of every answer, pages and API alike. The app loads only its own
 * scripts (index.html has no inline script; Vite writes every script, and pdf.js's and the
 * extraction workers, as files); workers may also start from blob: URLs (pdf.js falls back to one).
 * Styles allow 'unsafe-inline' because CodeMirror and react-aria inject <style> elements at run
 * time. Images allow data: and blob: (canvas snapshots, page renders, thumbnails). Nothing may
 * frame the app.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers sent with every response: the CSP, no framing, no content sniffing, and no full URLs in Referer. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
};
