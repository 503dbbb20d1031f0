// Process: test (renderer). Every code the contract can send has words on screen: the test walks the contract's
// list against the renderer's table, so a code added to the contract without words fails here.
import { describe, expect, it } from 'vitest';
import { APP_ERROR_CODES } from '../../../../contract/errors';
import { ERROR_WORDS, errorText } from '../../../../renderer/src/shared/error-words';

describe('the contract’s error codes', () => {
  it('are listed once each, in one spelling (snake_case)', () => {
    expect(new Set(APP_ERROR_CODES).size).toBe(APP_ERROR_CODES.length);
    for (const code of APP_ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it.each(APP_ERROR_CODES)('%s has words on screen when main sends no message', (code) => {
    const words = errorText({ code, message: '' });
    expect(words.trim().length).toBeGreaterThan(10);
    expect(words).toBe(ERROR_WORDS[code]);
  });

  it('has words for nothing it does not list', () => {
    expect(Object.keys(ERROR_WORDS).sort()).toEqual([...APP_ERROR_CODES].sort());
  });

  it('shows main’s own message as is when there is one', () => {
    expect(errorText({ code: 'not_found', message: 'That store no longer exists.' })).toBe(
      'That store no longer exists.',
    );
  });
});
