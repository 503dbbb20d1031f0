// Process: main (domain, Electron-free). The one definition of the app's data folder (settings, encrypted refresh
// token, demo service data, catalog cache): the same folder for Electron, browser mode, the CLI and
// `npm run service`, overridable with STOCKTAKE_DATA_DIR for tests and portable use. It lives in domain/shared
// because service/ may import only domain/shared, domain/codes and domain/api/wire.
import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_FOLDER_NAME = 'Stocktake';

export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.STOCKTAKE_DATA_DIR) return env.STOCKTAKE_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_FOLDER_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_FOLDER_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), APP_FOLDER_NAME);
}
