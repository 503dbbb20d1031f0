// Process: test (node). The crash tier over a count plan's count from the CLI and what follows a finished count
// (workflows/plan-count.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { planCountWorkflow } from './workflows/plan-count';

// A small catalog: every run syncs it into a fresh data folder, twice.
crashTier(planCountWorkflow(cliWorldPerFile({ items: 40 })));
