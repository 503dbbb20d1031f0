// Process: node (CLI). Which service a command talks to, and under which key its files sit in the data folder.
// `--auth-url`/`--base-url` name a real (or local) service, keyed by its address and client like the app's real
// profile; `--demo` is the app's built-in demo: the CLI starts it itself on the data folder's demo data, as the app
// does (hosts/app/session/built-in-demo.ts), and keys its catalog and journal by the demo's name, not by the port it
// happens to get (domain/catalog/account.ts), so the CLI and the app open the very same files.
import { type Connection, connectWithPassword } from '../../domain/auth/connect';
import { type CatalogAccount, catalogAccountOfProfile } from '../../domain/catalog/account';
import { endpointsFor } from '../../domain/session/profile';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../domain/shared/demo-account';
import { createLogger } from '../../domain/shared/logger';
import { builtInDemo } from '../app/session/built-in-demo';
import { UsageError } from './command';
import { credentialsFromEnv } from './credentials';

export interface CliService {
  /** The key of its catalog cache and journal in the data folder: the app's for the same service. */
  account: CatalogAccount;
  /** How messages name it. */
  label: string;
  userName: string;
  /** Signs in (starting the built-in demo first for `--demo`). */
  connect(maxPerSecond: number): Promise<Connection>;
  /** Stops what `connect` started (the demo service). */
  close(): Promise<void>;
}

export interface ServiceArgs {
  demo?: boolean;
  'auth-url'?: string;
  'base-url'?: string;
}

const log = createLogger('cli.service');

/** The service the flags and environment name; a UsageError names every missing or conflicting piece at once. */
export function whichService(args: ServiceArgs, env: Record<string, string | undefined>, dataDir: string): CliService {
  if (args.demo) {
    if (args['auth-url'] || args['base-url'])
      throw new UsageError("--demo is the app's built-in demo service: give it without --auth-url and --base-url");
    return demoService(env, dataDir);
  }
  const creds = credentialsFromEnv(env, { authUrl: args['auth-url'], baseUrl: args['base-url'] });
  if (!creds.ok) throw new UsageError(`missing ${creds.missing.join(', ')} (or --demo for the built-in demo)`);
  const { baseUrl, clientId } = creds.value;
  return {
    account: { baseUrl, clientId },
    label: `${baseUrl} (client ${clientId})`,
    userName: creds.value.userName,
    connect: (maxPerSecond) => connectWithPassword({ ...creds.value, maxPerSecond }),
    close: async () => {},
  };
}

function demoService(env: Record<string, string | undefined>, dataDir: string): CliService {
  const demo = builtInDemo(dataDir);
  // The demo's published sign-in unless the environment names another of its users.
  const userName = env.STOCKTAKE_USER || DEMO_USER;
  const password = env.STOCKTAKE_PASSWORD || DEMO_PASSWORD;
  return {
    account: catalogAccountOfProfile({ kind: 'demo' }),
    label: 'the built-in demo service',
    userName,
    async connect(maxPerSecond) {
      const endpoints = await endpointsFor({ kind: 'demo' }, demo, DEMO_CLIENT_ID, log);
      return connectWithPassword({ ...endpoints, userName, password, maxPerSecond });
    },
    close: () => demo.close(),
  };
}
