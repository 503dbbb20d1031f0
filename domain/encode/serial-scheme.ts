// Process: main (domain, Electron-free). How an installation's SGTIN-96 serials are laid out so two PCs of a store
// never issue the same EPC without talking to each other: the 38-bit serial is an 18-bit block (chosen at random
// per GTIN, never 0) and a 20-bit counter within it. The collision bound is in README.md.
export const SERIAL_BITS = 38;
export const COUNTER_BITS = 20;
export const BLOCK_BITS = SERIAL_BITS - COUNTER_BITS;
/** Serials per block: 1,048,576. */
export const BLOCK_SIZE = 2 ** COUNTER_BITS;
/** Blocks 1 .. 2^18 - 1; block 0 (serials below 2^20) is left to vendors' and old tags' small serials. */
export const BLOCK_COUNT = 2 ** BLOCK_BITS - 1;

export const blockStart = (block: number): number => block * BLOCK_SIZE;

/** The block a serial belongs to. */
export const blockOf = (serial: number): number => Math.floor(serial / BLOCK_SIZE);

/**
 * A random block not refused by `taken` (this installation's own blocks, blocks whose serials already show in the
 * store's counts), or null when `tries` random picks all failed (the space is, in practice, exhausted).
 */
export function pickBlock(random: () => number, taken: (block: number) => boolean, tries = 64): number | null {
  for (let i = 0; i < tries; i++) {
    const block = 1 + Math.floor(random() * BLOCK_COUNT);
    if (!taken(block)) return block;
  }
  return null;
}
