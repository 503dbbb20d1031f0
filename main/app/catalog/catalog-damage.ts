// Process: main (composition, Electron-free). What the status bar says while the catalog cache is rebuilt after
// damage, and what it says when the cache cannot be opened at all. The sentences follow issue 14: the user is
// told the local catalog was damaged and is being rebuilt, and where the damaged file was kept.
import type { CatalogProblem } from '../../contract/catalog';

export const CATALOG_DAMAGED_MESSAGE = 'The local catalog was damaged and is being rebuilt';

export function damagedProblem(savedAs: string | null): CatalogProblem {
  return {
    code: 'catalog_damaged',
    message: `${CATALOG_DAMAGED_MESSAGE}.`,
    action: savedAs
      ? `Lookups fill in again as the sync brings the items back. The damaged file was kept as ${savedAs}.`
      : 'Lookups fill in again as the sync brings the items back. The damaged file is kept beside the new one.',
  };
}

export function openFailedProblem(err: unknown): CatalogProblem {
  const reason = err instanceof Error ? err.message : String(err);
  return {
    code: 'catalog_open_failed',
    message: `The local catalog could not be opened: ${reason}`,
    action: 'Check that the data folder is on a disk with free space, then sign in again or restart the app.',
  };
}
