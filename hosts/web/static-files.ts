// Process: main (browser mode, Electron-free). Serves the built renderer (out/renderer) read-only. Paths are
// resolved and checked to stay inside the folder; anything else is a 404.
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
};

export interface StaticFile {
  body: Buffer;
  contentType: string;
}

export async function readStaticFile(rootDir: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = resolve(rootDir);
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const full = resolve(root, relative);
  if (full !== root && !full.startsWith(root + sep)) return null;
  const type = TYPES[extname(full).toLowerCase()];
  if (!type) return null;
  try {
    if (!(await stat(full)).isFile()) return null;
    return { body: await readFile(full), contentType: type };
  } catch {
    return null;
  }
}
