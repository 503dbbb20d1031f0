// Process: service. A byte scan of a JSON body for its nesting depth, run before JSON.parse. A body nested deeper
// than the limit is refused after reading at most `limit` levels of it, so 5 MB of brackets costs milliseconds and
// neither recursion nor memory grows with the depth (JSON.parse, zod and SQLite's json() all recurse).
// Malformed JSON is left for JSON.parse to refuse; the scan only needs strings, brackets and commas.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
/** Path segments shown when naming where a body went too deep; the rest is elided. */
const SHOWN_SEGMENTS = 4;

interface Frame {
  array: boolean;
  /** Index in an array, the last key read in an object. */
  key: number | string;
}

function keyText(bytes: Uint8Array, start: number, end: number): string {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset + start - 1, Math.min(end - start + 2, 202)).toString();
  try {
    return String(JSON.parse(raw));
  } catch {
    return raw.slice(1, -1);
  }
}

/** The path as validation errors write it (`[0].attributes.a`), first segments only. */
function pathOf(stack: Frame[]): string {
  let out = '';
  for (const f of stack.slice(0, SHOWN_SEGMENTS))
    out += f.array ? `[${f.key}]` : out ? `.${String(f.key)}` : String(f.key);
  return stack.length > SHOWN_SEGMENTS ? `${out}...` : out || '$';
}

/** Where the first value nested deeper than `limit` containers sits, or undefined when the body is within it. */
export function tooDeepAt(bytes: Uint8Array, limit: number): string | undefined {
  const stack: Frame[] = [];
  let expectKey = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === QUOTE) {
      const start = i + 1;
      for (i = start; i < bytes.length && bytes[i] !== QUOTE; i++) if (bytes[i] === BACKSLASH) i++;
      const top = stack[stack.length - 1];
      if (expectKey && top && !top.array) top.key = keyText(bytes, start, i);
      expectKey = false;
    } else if (b === OPEN_OBJECT || b === OPEN_ARRAY) {
      if (stack.length >= limit) return pathOf(stack);
      stack.push({ array: b === OPEN_ARRAY, key: b === OPEN_ARRAY ? 0 : '' });
      expectKey = b === OPEN_OBJECT;
    } else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
      stack.pop();
      expectKey = false;
    } else if (b === COMMA) {
      const top = stack[stack.length - 1];
      if (top?.array) top.key = (top.key as number) + 1;
      else if (top) expectKey = true;
    }
  }
  return undefined;
}
