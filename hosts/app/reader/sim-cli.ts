// Process: node (CLI). `npm run reader:sim`: the reader simulator's command line (domain/reader/sim/cli.ts) with the
// demo catalog's tags, so every simulated known tag resolves to a demo item; with `--scale <format>` the scale
// simulator's instead (domain/scale/sim/cli.ts).
import { runReaderSimCli } from '../../../domain/reader/sim/cli';
import { runScaleSimCli } from '../../../domain/scale/sim/cli';
import { demoPopulation } from './demo-tags';

if (process.argv.some((arg) => arg === '--scale' || arg.startsWith('--scale='))) runScaleSimCli();
else runReaderSimCli(demoPopulation);
