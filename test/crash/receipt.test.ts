// Process: test (node). The crash tier over a receipt made and submitted from the CLI (workflows/receipt.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { receiptWorkflow } from './workflows/receipt';

crashTier(receiptWorkflow(cliWorldPerFile()));
