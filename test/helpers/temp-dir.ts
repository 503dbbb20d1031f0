// Process: node (tests). The one temporary folder: a fresh folder under the OS temp folder, and its removal, which
// tolerates a folder already gone so an afterAll can call it whatever the test did.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempDir {
  path: string;
  remove(): void;
}

/** A new empty folder named `<prefix><random>`; the prefix says which test left it behind if one is left. */
export function tempDir(prefix: string): TempDir {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
