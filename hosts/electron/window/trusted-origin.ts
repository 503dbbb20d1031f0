// Process: main (Electron-free). Which page URLs are "ours": the built renderer's index.html as a file URL, or
// the electron-vite dev server's origin in development. Compared after parsing, never by substring.
import { pathToFileURL } from 'node:url';

export function createTrustedUrlCheck(opts: {
  rendererIndexPath: string;
  devServerUrl?: string;
}): (url: string) => boolean {
  const fileHref = pathToFileURL(opts.rendererIndexPath).href;
  const devOrigin = opts.devServerUrl ? new URL(opts.devServerUrl).origin : null;
  return (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    // A file URL's origin is opaque, so compare host and path; a host (file://evil.example/...) must match too.
    if (url.protocol === 'file:') return `file://${url.host}${url.pathname}` === fileHref;
    return devOrigin !== null && url.origin === devOrigin;
  };
}
