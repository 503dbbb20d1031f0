// Process: test (node). The crash tier over picking a replenishment list from the CLI (workflows/replenish.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { replenishWorkflow } from './workflows/replenish';

crashTier(replenishWorkflow(cliWorldPerFile({ items: 40 })));
