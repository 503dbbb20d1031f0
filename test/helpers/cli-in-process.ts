// Process: test (node). The CLI run in this process (hosts/cli/index.ts runCli) against a running service and a
// data folder, signed in as the demo user, stdin fed with `input`: what the in-process CLI tests share (the
// review/recount, accuracy, plans and tags commands). cli-process.ts runs it in a process of its own instead.
import { PassThrough } from 'node:stream';
import { runCli } from '../../hosts/cli/index';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../service/seed/demo-constants';

export interface InProcessResult {
  code: number;
  out: string[];
  stderr: string;
}

/** `cli(args, input?)` for the service at these URLs and this data folder (`--max-per-second 100`). */
export function cliInProcess(where: () => { authUrl: string; baseUrl: string; dataDir: string }) {
  return async (args: string[], input = ''): Promise<InProcessResult> => {
    const out: string[] = [];
    const err: string[] = [];
    const stdin = new PassThrough();
    stdin.end(input);
    const { authUrl, baseUrl, dataDir } = where();
    const urls = ['--auth-url', authUrl, '--base-url', baseUrl, '--data-dir', dataDir];
    const code = await runCli([...args, ...urls, '--max-per-second', '100'], {
      stdin,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      env: { STOCKTAKE_CLIENT_ID: DEMO_CLIENT_ID, STOCKTAKE_USER: DEMO_USER, STOCKTAKE_PASSWORD: DEMO_PASSWORD },
    });
    return { code, out, stderr: err.join('\n') };
  };
}
