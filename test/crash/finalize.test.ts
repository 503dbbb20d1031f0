// Process: test (node). The crash tier over finalize from the CLI after a recount it had not read (workflows/finalize.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { finalizeWorkflow } from './workflows/finalize';

crashTier(finalizeWorkflow(cliWorldPerFile()));
