// Process: test (node). The crash tier over a transfer sent and received from the CLI (workflows/transfer.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { transferWorkflow } from './workflows/transfer';

crashTier(transferWorkflow(cliWorldPerFile({ items: 60 })));
