// Process: main (domain, Electron-free). One key -> item map of the index that remembers every claimant of
// a contested key (two items listing the same UPC, a GTIN moved from an old item to a new one), so that
// removing or changing the winner hands the key to the next claimant instead of losing it.
// The winner: an active item beats an inactive one; between equals the latest claim wins.
import type { ResolvableItem } from './types';

export class KeyMap<T extends ResolvableItem, K = string> {
  private readonly winners = new Map<K, T>();
  /** Claimants that lost, oldest first; only contested keys appear here. */
  private readonly others = new Map<K, T[]>();

  get(key: K): T | undefined {
    return this.winners.get(key);
  }

  claim(key: K, item: T): void {
    const holder = this.winners.get(key);
    if (holder === undefined || holder.id === item.id) {
      this.winners.set(key, item);
      return;
    }
    const queue = this.others.get(key) ?? [];
    if (holder.active && !item.active) {
      queue.push(item);
    } else {
      queue.push(holder);
      this.winners.set(key, item);
    }
    this.others.set(key, queue);
  }

  release(key: K, item: T): void {
    const queue = this.others.get(key);
    if (this.winners.get(key)?.id !== item.id) {
      if (queue)
        this.drop(
          key,
          queue,
          queue.findIndex((o) => o.id === item.id),
        );
      return;
    }
    if (!queue) {
      this.winners.delete(key);
      return;
    }
    // Latest active claimant, else the latest of all.
    let next = queue.length - 1;
    for (let i = queue.length - 1; i >= 0; i--) {
      if (queue[i]?.active) {
        next = i;
        break;
      }
    }
    this.winners.set(key, queue[next] as T);
    this.drop(key, queue, next);
  }

  clear(): void {
    this.winners.clear();
    this.others.clear();
  }

  private drop(key: K, queue: T[], at: number): void {
    if (at < 0) return;
    queue.splice(at, 1);
    if (queue.length === 0) this.others.delete(key);
  }
}
