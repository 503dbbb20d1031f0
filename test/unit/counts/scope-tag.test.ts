// Process: test (node). The scope's tag on the session's description (how other PCs learn a count's scope), and
// the outbox and a second PC using it.
import { describe, expect, it } from 'vitest';
import type { CountScope } from '../../../contract/counts';
import { readScopeTag, tagDescription } from '../../../domain/counts/scope-tag';
import { enginesClosedAfterEach, fakeApi, STORE } from './harness';

const start = enginesClosedAfterEach();

describe('the scope tag', () => {
  const cases: [CountScope, string][] = [
    [{ kind: 'store' }, 'Spring count'],
    [{ kind: 'areas' }, 'Spring count [scope: areas only]'],
    [
      { kind: 'categories', categories: ['Apparel', 'Food & Beverage'] },
      'Spring count [categories: Apparel; Food & Beverage]',
    ],
    [{ kind: 'categories', categories: ['A;B', 'C]', 'D\\E'] }, 'Spring count [categories: A\\;B; C\\]; D\\\\E]'],
  ];
  it.each(cases)('%j travels as %s and reads back the same', (scope, tagged) => {
    expect(tagDescription('Spring count', scope)).toBe(tagged);
    expect(readScopeTag(tagged)).toEqual({ description: 'Spring count', scope });
  });

  it('a description with no tag, or brackets of its own, is the whole store and shown as it is', () => {
    expect(readScopeTag('Bar [back]')).toEqual({ description: 'Bar [back]', scope: { kind: 'store' } });
    expect(readScopeTag('[categories: ]')).toEqual({ description: '[categories: ]', scope: { kind: 'store' } });
  });

  it('the outbox creates the session with the tag; a second PC opening it reads the scope and shows no tag', async () => {
    const fake = fakeApi();
    const a = start(undefined, fake);
    const scope: CountScope = { kind: 'categories', categories: ['Shirts'] };
    const s = await a.service.createSession({
      storeId: STORE,
      description: 'Shirts only',
      areas: ['Front'],
      blind: false,
      scope,
    });
    expect(await a.service.flush()).toBe(true);
    expect(fake.sessions.get(s.id)?.description).toBe('Shirts only [categories: Shirts]');
    expect(a.service.session(s.id)).toMatchObject({ description: 'Shirts only', scope });

    const b = start(undefined, fake);
    expect(await b.service.openSession(s.id)).toMatchObject({ description: 'Shirts only', scope });
    const listed = await b.service.listSessions(STORE);
    expect(listed.find((x) => x.id === s.id)).toMatchObject({ description: 'Shirts only', scope });
  });
});
