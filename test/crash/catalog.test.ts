// Process: test (node). The crash tier over the catalog sync from the CLI (workflows/catalog.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { CATALOG_ITEMS, catalogWorkflow } from './workflows/catalog';

crashTier(catalogWorkflow(cliWorldPerFile({ items: CATALOG_ITEMS, signedIn: false })));
