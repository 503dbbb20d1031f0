// Process: test (node). The crash tier over open bottles weighed from the CLI (workflows/weighing.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { weighingWorkflow } from './workflows/weighing';

crashTier(weighingWorkflow(cliWorldPerFile()));
