// Process: main (Electron-free). The one Content-Security-Policy of the renderer, sent as a response header by
// Electron (session.webRequest) and by browser mode; renderer/index.html carries the same policy as a meta tag.
export function contentSecurityPolicy(extraConnectSrc: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${["'self'", ...extraConnectSrc].join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
