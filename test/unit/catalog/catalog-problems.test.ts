// Process: test (node). Why a catalog sync stopped, as the status bar says it: the state, a sentence, and what to
// do next, for every kind of failure; untyped errors never leak their text to the user.
import { describe, expect, it } from 'vitest';
import { isAppErrorCode } from '../../../contract/errors';
import { ApiError } from '../../../domain/api/errors';
import { damagedProblem, openFailedProblem } from '../../../domain/catalog/damage';
import { classifySyncFailure } from '../../../domain/catalog/sync-problems';
import { UserError } from '../../../domain/shared/errors';

const typed = (name: string, code: string, message = 'typed message') =>
  Object.assign(new Error(message), { name, code });

describe('classifySyncFailure', () => {
  it.each([
    ['network', typed('ApiError', 'network'), 'offline', /cannot be reached/, /cached catalog.*again in a minute/],
    ['timeout', typed('ApiError', 'timeout'), 'offline', /cannot be reached/, /Sync now/],
    ['signed out', new UserError('signed_out', 'Sign in first.'), 'error', /session .* ended/, /Sign in again/],
    ['refresh refused', typed('AuthError', 'expired'), 'error', /session .* ended/, /cached catalog/],
    ['401', typed('ApiError', 'unauthorized'), 'error', /session .* ended/, /Sign in again/],
    ['rate limited', typed('ApiError', 'rate_limited'), 'error', /slow down/, /again in a minute/],
    [
      'server error',
      typed('ApiError', 'server', 'The service had a problem.'),
      'error',
      /^The service had a problem\.$/,
      /check the service address/,
    ],
  ])('%s', (_name, err, state, message, action) => {
    const c = classifySyncFailure(err, false, 1);
    expect(c.state).toBe(state);
    expect(c.problem.message).toMatch(message);
    expect(c.problem.action).toMatch(action);
  });

  it('a cancel is a pause, not a failure, whatever error the abort produced', () => {
    const c = classifySyncFailure(typed('ApiError', 'network'), true, 1);
    expect(c).toMatchObject({ state: 'ready', problem: { code: 'cancelled' } });
    expect(c.problem.action).toMatch(/continues from where it stopped/);
  });

  it('hides the text of unexpected errors (they may carry paths or SQL) behind a generic sentence', () => {
    const c = classifySyncFailure(new Error('SQLITE_CORRUPT at /home/someone/.config/x.db'), false, 5);
    expect(c).toMatchObject({ state: 'error', problem: { code: 'internal', message: 'The catalog sync failed.' } });
    expect(c.problem.action).toContain('in 5 minutes');
    expect(JSON.stringify(c)).not.toContain('/home/');
    expect(classifySyncFailure('a string', false, 1).problem.code).toBe('internal');
    expect(classifySyncFailure(null, false, 1).problem.code).toBe('internal');
  });

  it('reads the real error classes', () => {
    const api = new ApiError({ code: 'network', status: null, message: 'fetch failed' });
    expect(classifySyncFailure(api, false, 1).state).toBe('offline');
  });

  it('speaks the one error set: every problem code is one the contract lists, an unlisted one is internal', () => {
    const problems = [
      classifySyncFailure(typed('ApiError', 'network'), true, 1).problem,
      classifySyncFailure(typed('ApiError', 'network'), false, 1).problem,
      classifySyncFailure(typed('AuthError', 'expired'), false, 1).problem,
      classifySyncFailure(new Error('x'), false, 1).problem,
      damagedProblem(null),
      openFailedProblem(new Error('EACCES')),
    ];
    for (const p of problems) expect(isAppErrorCode(p.code)).toBe(true);
    const sqlite = classifySyncFailure(typed('SqliteError', 'SQLITE_BUSY', 'database is locked'), false, 1);
    expect(sqlite.problem).toMatchObject({ code: 'internal', message: 'The catalog sync failed.' });
  });
});
