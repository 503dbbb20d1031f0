// Process: test (node). The crash tier over a recount request from the CLI (workflows/recount.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { recountWorkflow } from './workflows/recount';

crashTier(recountWorkflow(cliWorldPerFile()));
