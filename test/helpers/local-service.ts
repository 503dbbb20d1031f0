// Process: node (tests). A fresh local service per test file: port 0, its own temporary SQLite file, demo data
// and no rate limit unless asked. Plus small helpers to log in and call the Fetch API over real HTTP, and the
// app's own sign-in as the demo user (connectAsDemo); signedInServicePerFile for a file of HTTP calls.
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Connection, type ConnectionOptions, connectWithPassword } from '../../domain/auth/connect';
import { type RunningService, type ServiceOptions, startService } from '../../service/index';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../service/seed/demo-constants';
import { tempDir } from './temp-dir';

export interface TestService extends RunningService {
  dataPath: string;
}

export async function startTestService(opts: Partial<ServiceOptions> = {}): Promise<TestService> {
  const dir = tempDir('stocktake-service-');
  const dataPath = opts.dataPath ?? join(dir.path, 'service.db');
  const service = await startService({ seed: 'demo', rateLimit: 0, ...opts, port: opts.port ?? 0, dataPath });
  return {
    ...service,
    dataPath,
    async close() {
      await service.close();
      dir.remove();
    },
  };
}

/** Logs in as the demo user and returns the access token. */
export async function demoToken(
  service: RunningService,
  userName = DEMO_USER,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await fetch(`${service.authUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: DEMO_CLIENT_ID, userName, password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { result: { accessToken: string } };
  return body.result.accessToken;
}

/** A fresh service and a demo token for it: what a file that calls the Fetch API over HTTP needs first. */
export async function startSignedInService(
  opts: Partial<ServiceOptions> = {},
): Promise<{ service: TestService; token: string }> {
  const service = await startTestService(opts);
  try {
    return { service, token: await demoToken(service) };
  } catch (err) {
    await service.close();
    throw err;
  }
}

export interface SignedInServiceFile {
  /** Set before the file's first test. */
  readonly service: TestService;
  readonly token: string;
  /** api() with the file's service and token. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>>;
}

/** Call at the top of a test file: startSignedInService before its tests, closed after them. */
export function signedInServicePerFile(opts: Partial<ServiceOptions> = {}): SignedInServiceFile {
  let started: { service: TestService; token: string } | undefined;
  beforeAll(async () => {
    started = await startSignedInService(opts);
  });
  afterAll(async () => started?.service.close());
  const now = () => {
    if (!started) throw new Error('the signed-in service starts in beforeAll; use it inside a test or hook');
    return started;
  };
  return {
    get service() {
      return now().service;
    },
    get token() {
      return now().token;
    },
    call: (method, path, body) => api(now().service, now().token, method, path, body),
  };
}

/**
 * The app's own recipe (domain/auth/connect.ts) signed in as the demo user at `at` (a service, or a proxy's
 * addresses in front of one); `opts` adds what the caller tunes: fetch, pacing, scheduler, retries.
 */
export function connectAsDemo(
  at: { authUrl: string; baseUrl: string },
  opts: Omit<ConnectionOptions, 'authUrl' | 'baseUrl' | 'clientId'> = {},
): Promise<Connection> {
  return connectWithPassword({
    authUrl: at.authUrl,
    baseUrl: at.baseUrl,
    clientId: DEMO_CLIENT_ID,
    userName: DEMO_USER,
    password: DEMO_PASSWORD,
    ...opts,
  });
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls {baseUrl}/api/v3{path} with the token; body is JSON-encoded unless it is already a string. */
export async function api<T = unknown>(
  service: RunningService,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse<T>> {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` } };
  if (body !== undefined) {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const res = await fetch(`${service.baseUrl}/api/v3${path}`, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // plain-text bodies stay text
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}
