// Process: main (domain, Electron-free). Rounds of reads as a reader produces them: every tag in the field once or
// more per round (readers repeat tags), in a shuffled order, with RSSI jitter.
import type { SimRead } from '../protocols/framer';
import type { SimTag } from './population';

export interface ReadStreamOptions {
  /** Most reads of one tag in a round (default 3; real readers see strong tags more often). */
  maxRepeats?: number;
  random: () => number;
}

export function createReadStream(tags: readonly SimTag[], opts: ReadStreamOptions) {
  const maxRepeats = opts.maxRepeats ?? 3;
  const { random } = opts;
  let queue: SimRead[] = [];
  let rounds = 0;

  const round = (): SimRead[] => {
    const reads: SimRead[] = [];
    for (const t of tags) {
      const repeats = 1 + Math.floor(random() * maxRepeats);
      for (let k = 0; k < repeats; k++) {
        reads.push({ kind: 'epc', hex: t.hex, pc: t.pc, rssi: t.rssi + Math.round((random() - 0.5) * 6) });
      }
    }
    for (let i = reads.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [reads[i], reads[j]] = [reads[j]!, reads[i]!];
    }
    rounds++;
    return reads;
  };

  return {
    /** The next `n` reads, continuing the current round and starting new ones as needed. */
    take(n: number): SimRead[] {
      const out: SimRead[] = [];
      while (out.length < n && tags.length > 0) {
        if (queue.length === 0) queue = round();
        const part = queue.splice(0, n - out.length);
        for (const r of part) out.push(r);
      }
      return out;
    },
    /** One whole round with each tag once (polled readers report a tag once per inventory). */
    uniqueRound(): SimRead[] {
      rounds++;
      return round().filter(
        (r, i, all) => r.kind === 'epc' && all.findIndex((x) => x.kind === 'epc' && x.hex === r.hex) === i,
      );
    },
    get rounds() {
      return rounds;
    },
  };
}
