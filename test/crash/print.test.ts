// Process: test (node). The crash tier over printing labels from the CLI (workflows/print.ts): a job from the start,
// and a job resumed after a kill left a label in doubt.
import { cliWorldPerFile } from './cli-world';
import { crashTier } from './harness';
import { printWorkflow, resumeWorkflow } from './workflows/print';

const file = cliWorldPerFile();
crashTier(printWorkflow(file));
crashTier(resumeWorkflow(file));
