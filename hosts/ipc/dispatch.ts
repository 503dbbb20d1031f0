// Process: main (IPC carrier, Electron-free). The dispatcher every transport calls: validate the arguments with the
// contract's schema, run the handler from the map it is given (the app's, hosts/app/handlers.ts), return a Result.
// Nothing is thrown across the boundary.
import type { z } from 'zod';
import { type Handlers, isRequestName, requests } from '../../contract';
import { fail, ok, type Result } from '../../contract/result';
import { fieldSummary } from '../../domain/shared/errors';
import { createLogger, type Logger } from '../../domain/shared/logger';
import { toAppError } from './errors';

export type Dispatch = (name: unknown, args: unknown) => Promise<Result<unknown>>;

export function createDispatcher(handlers: Handlers, logger: Logger = createLogger('ipc.dispatch')): Dispatch {
  return async (name, args) => {
    if (!isRequestName(name)) {
      logger.warn('unknown request refused', { name: typeof name === 'string' ? name.slice(0, 80) : typeof name });
      return fail('unknown_request', 'The app asked for something this version does not know.');
    }
    // Absent arguments mean "no arguments" so `invoke('app.info')` and `invoke('app.info', {})` agree.
    const parsed = (requests[name].args as z.ZodType).safeParse(args === undefined ? {} : args);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      logger.warn('invalid arguments refused', { name, fields });
      return fail('invalid_argument', `Invalid arguments for ${name}: ${fieldSummary(fields)}`, fields);
    }
    try {
      const handler = handlers[name] as (a: unknown) => unknown;
      return ok(await handler(parsed.data));
    } catch (err) {
      const { error, expected } = toAppError(err);
      // The cause stays in the log (SQLite's or the file system's code and message) while the user reads plain words.
      if (error.code === 'disk_full')
        logger.error('disk full', { name, cause: (err as { code?: string }).code, error: (err as Error).message });
      else if (expected) logger.info('request failed', { name, code: error.code });
      else logger.error('handler threw unexpectedly', { name, error: err instanceof Error ? err.stack : String(err) });
      return { ok: false, error };
    }
  };
}
