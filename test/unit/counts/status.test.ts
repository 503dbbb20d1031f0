// Process: node (tests). The finished-status rule (domain/counts/status.ts): Finalized and Processed are finished,
// nothing else is, and its SQL fragments select exactly the rows the TS rule calls finished.
import { describe, expect, it } from 'vitest';
import { MobileStatus } from '../../../domain/api/wire/sessions';
import {
  FINISHED,
  finishedSql,
  isFinished,
  isFinishedName,
  recountSql,
  statusCode,
  statusName,
  unfinishedSql,
} from '../../../domain/counts/status';
import { openSqlite } from '../../../domain/sqlite/open';

const ALL = Object.values(MobileStatus);

describe('the finished-status rule', () => {
  it('Finalized and Processed are finished; None, Active and Recount are not', () => {
    expect([...FINISHED].sort()).toEqual([MobileStatus.Finalized, MobileStatus.Processed].sort());
    expect(ALL.filter(isFinished)).toEqual([MobileStatus.Finalized, MobileStatus.Processed]);
    expect(isFinished(MobileStatus.Recount)).toBe(false);
    expect(isFinished(99)).toBe(false);
  });

  it('names and codes come from MobileStatus and agree with the rule', () => {
    for (const [name, code] of Object.entries(MobileStatus)) {
      expect(statusName(code)).toBe(name);
      expect(statusCode(statusName(code))).toBe(code);
      expect(isFinishedName(statusName(code))).toBe(isFinished(code));
    }
    expect(statusName(99)).toBe('None');
  });

  it('the SQL fragments select what the TS rule says, in SQLite', () => {
    const db = openSqlite(':memory:', { label: 'status test', migrations: [], synchronous: 'NORMAL' });
    try {
      db.exec('CREATE TABLE s (status INTEGER NOT NULL)');
      const put = db.prepare('INSERT INTO s (status) VALUES (?)');
      for (const code of ALL) put.run(code);
      const where = (sql: string) =>
        (db.prepare(`SELECT status FROM s WHERE ${sql} ORDER BY status`).all() as { status: number }[]).map(
          (r) => r.status,
        );
      expect(where(finishedSql('s.status'))).toEqual(ALL.filter(isFinished).sort());
      expect(where(unfinishedSql('s.status'))).toEqual(ALL.filter((c) => !isFinished(c)).sort());
      expect(where(recountSql('s.status'))).toEqual([MobileStatus.Recount]);
    } finally {
      db.close();
    }
  });
});
