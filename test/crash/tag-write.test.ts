// Process: test (node). The crash tier over writing one tag with a TSL reader from the CLI (workflows/tag-write.ts).
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { tagWriteWorkflow } from './workflows/tag-write';

crashTier(tagWriteWorkflow(cliWorldPerFile()));
