// Process: test (node). The crash tier over move unsent in browser mode (workflows/move-unsent.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { moveUnsentWorkflow } from './workflows/move-unsent';

crashTier(moveUnsentWorkflow(cliWorldPerFile()));
