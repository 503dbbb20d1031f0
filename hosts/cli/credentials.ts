// Process: node (CLI). The sign-in the headless commands (sync, lookup) take from flags and the environment:
// URLs from --auth-url / --base-url, the rest from STOCKTAKE_CLIENT_ID / STOCKTAKE_USER / STOCKTAKE_PASSWORD,
// so a password never sits in shell history. What it yields goes straight to domain/auth/connect.ts.
import type { ConnectionOptions, Credentials } from '../../domain/auth/connect';

export type CliCredentials = Pick<ConnectionOptions, 'authUrl' | 'baseUrl' | 'clientId'> & Credentials;

/** The credentials, or the names of the missing flags and variables (all of them, for one clear message). */
export function credentialsFromEnv(
  env: Record<string, string | undefined>,
  urls: { authUrl?: string; baseUrl?: string },
): { ok: true; value: CliCredentials } | { ok: false; missing: string[] } {
  const need = {
    '--auth-url': urls.authUrl,
    '--base-url': urls.baseUrl,
    STOCKTAKE_CLIENT_ID: env.STOCKTAKE_CLIENT_ID,
    STOCKTAKE_USER: env.STOCKTAKE_USER,
    STOCKTAKE_PASSWORD: env.STOCKTAKE_PASSWORD,
  };
  const missing = Object.entries(need)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    value: {
      authUrl: need['--auth-url'] as string,
      baseUrl: need['--base-url'] as string,
      clientId: need.STOCKTAKE_CLIENT_ID as string,
      userName: need.STOCKTAKE_USER as string,
      password: need.STOCKTAKE_PASSWORD as string,
    },
  };
}
