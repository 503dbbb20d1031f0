// Process: main (domain, Electron-free). The catalog cache and the journal are keyed by one rule.
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogDbPath } from '../../../domain/catalog/db';
import { journalPath } from '../../../domain/journal/journal';
import { accountDbPath } from '../../../domain/sqlite/account-path';

describe('accountDbPath', () => {
  it('gives the catalog cache and the journal of one account the same key in their own folders', () => {
    const catalog = catalogDbPath('/d', 'http://127.0.0.1:9/api/', 'DEMO');
    const journal = journalPath('/d', 'HTTP://127.0.0.1:9/api', ' DEMO ');
    expect(basename(catalog)).toBe(basename(journal));
    expect(dirname(catalog)).toBe('/d/catalog');
    expect(dirname(journal)).toBe('/d/journal');
    expect(journal).toBe(accountDbPath('/d', 'journal', 'http://127.0.0.1:9/api', 'DEMO'));
  });

  it('keeps accounts apart', () => {
    const a = accountDbPath('/d', 'x', 'http://h', 'A');
    expect(a).not.toBe(accountDbPath('/d', 'x', 'http://h', 'B'));
    expect(a).not.toBe(accountDbPath('/d', 'x', 'http://g', 'A'));
    expect(basename(a)).toMatch(/^[0-9a-f]{24}\.db$/);
  });
});
