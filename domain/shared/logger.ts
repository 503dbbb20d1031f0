// Process: main (domain) and service. A named logger per module. Secrets never reach the log: values of
// keys that look like credentials are replaced before anything is written.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_KEY = /token|password|secret|authorization|cookie/i;
// Read through globalThis so this module also type-checks (and loads) where there is no Node `process`: domain/shared
// is shared with the renderer's type-check, and only main and the service actually log.
const nodeProcess = (
  globalThis as {
    process?: { env: Record<string, string | undefined>; stderr: { write(s: string): unknown } };
  }
).process;
const envLevel = nodeProcess?.env.STOCKTAKE_LOG as LogLevel | undefined;
let threshold: LogLevel = envLevel !== undefined && envLevel in ORDER ? envLevel : 'info';
let sink: (line: string) => void = (line) => {
  if (nodeProcess) nodeProcess.stderr.write(`${line}\n`);
  else console.error(line);
};

export function setLogLevel(level: LogLevel): void {
  threshold = level;
}
/** Tests capture log lines to assert that secrets never appear. */
export function setLogSink(fn: (line: string) => void): () => void {
  const previous = sink;
  sink = fn;
  return () => {
    sink = previous;
  };
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

export function createLogger(name: string): Logger {
  const write = (level: LogLevel, msg: string, data?: Record<string, unknown>) => {
    if (ORDER[level] < ORDER[threshold]) return;
    const extra = data ? ` ${JSON.stringify(redact(data))}` : '';
    sink(`${new Date().toISOString()} ${level.toUpperCase()} [${name}] ${msg}${extra}`);
  };
  return {
    debug: (m, d) => write('debug', m, d),
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
  };
}
