// Process: main (domain, Electron-free). Where a file kept per (service, client) lives: the catalog cache and the
// journal are keyed the same way, so one account's files sit side by side and another account's never mix in.
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/**
 * `<dataDir>/<folder>/<hash>.db`: the hash keeps one file per (service, client) without leaking either in a
 * file name. The base URL is trimmed, lower-cased and loses trailing slashes, so spellings of one service agree.
 */
export function accountDbPath(dataDir: string, folder: string, baseUrl: string, clientId: string): string {
  const normalisedUrl = baseUrl.trim().replace(/\/+$/, '').toLowerCase();
  const key = createHash('sha256').update(`${normalisedUrl}\n${clientId.trim()}`).digest('hex').slice(0, 24);
  return join(dataDir, folder, `${key}.db`);
}
