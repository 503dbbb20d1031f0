// Process: test (node). The crash tier over counting from the CLI (workflows/count.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { countWorkflow } from './workflows/count';

crashTier(countWorkflow(cliWorldPerFile()));
