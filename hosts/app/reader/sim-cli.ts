// Process: node (CLI). `npm run reader:sim`: the reader simulator's command line (domain/reader/sim/cli.ts) with the
// demo catalog's tags, so every simulated known tag resolves to a demo item.
import { runReaderSimCli } from '../../../domain/reader/sim/cli';
import { demoPopulation } from './demo-tags';

runReaderSimCli(demoPopulation);
