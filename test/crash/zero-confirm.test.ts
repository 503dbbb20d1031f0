// Process: test (node). The crash tier over zero-confirm in browser mode (workflows/zero-confirm.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { zeroConfirmWorkflow } from './workflows/zero-confirm';

crashTier(zeroConfirmWorkflow(cliWorldPerFile()));
