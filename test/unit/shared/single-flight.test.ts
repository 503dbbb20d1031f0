// Process: test (node). A second call for a key while the first runs gets the first one's outcome; other keys and
// later calls run on their own. In turn (`inTurn`): a second call waits for the first to settle, then runs itself.
import { expect, it } from 'vitest';
import { inTurn, singleFlight } from '../../../domain/shared/single-flight';

const later = <T>(value: T, ms = 20) => new Promise<T>((r) => setTimeout(() => r(value), ms));

it('runs once per key while a run is under way, and again after it', async () => {
  const flights = singleFlight<string>('test');
  let runs = 0;
  const act = async () => {
    runs += 1;
    return later(runs);
  };
  const [a, b] = await Promise.all([flights.run('k', act), flights.run('k', act)]);
  expect([a, b, runs]).toEqual([1, 1, 1]);
  expect(flights.busy('k')).toBe(false);
  expect(await flights.run('k', act)).toBe(2);
});

it('gives the joined call the same error, and keeps keys apart', async () => {
  const flights = singleFlight<string>('test');
  let runs = 0;
  const fail = async () => {
    runs += 1;
    await later(0);
    throw new Error('refused');
  };
  const both = [flights.run('x', fail), flights.run('x', fail)];
  await expect(both[0]).rejects.toThrow('refused');
  await expect(both[1]).rejects.toThrow('refused');
  expect(runs).toBe(1);
  const [p, q] = await Promise.all([flights.run('p', () => later('p')), flights.run('q', () => later('q'))]);
  expect([p, q]).toEqual(['p', 'q']);
});

it('turns a synchronous throw into the run’s rejection', async () => {
  const flights = singleFlight<number>('test');
  await expect(
    flights.run(1, () => {
      throw new Error('at once');
    }),
  ).rejects.toThrow('at once');
  expect(flights.busy(1)).toBe(false);
});

it('in turn: a second call for a key waits for the first, then runs on its own, whatever the first came to', async () => {
  const turns = inTurn<string>('test');
  const seen: string[] = [];
  let stock = 1;
  // A check-then-act across an await: only the first of two calls finds stock.
  const take = (who: string) => async () => {
    seen.push(`${who} checks ${stock}`);
    await later(0, 10);
    if (stock === 0) throw new Error(`${who}: none left`);
    stock -= 1;
    return who;
  };
  const [a, b] = await Promise.allSettled([turns.run('k', take('a')), turns.run('k', take('b'))]);
  expect(a).toEqual({ status: 'fulfilled', value: 'a' });
  expect(b).toMatchObject({ status: 'rejected', reason: new Error('b: none left') });
  expect(seen).toEqual(['a checks 1', 'b checks 0']);
  // A failed run does not stop the next; another key does not wait.
  stock = 1;
  const order: string[] = [];
  const slow = turns.run('k', async () => {
    await later(0, 30);
    order.push('k');
  });
  await turns.run('other', async () => {
    order.push('other');
  });
  await slow;
  expect(order).toEqual(['other', 'k']);
  expect(await turns.run('k', take('c'))).toBe('c');
});
