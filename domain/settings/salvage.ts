// Process: main (domain, Electron-free). Reads what can still be read of a JSON object that does not parse as a
// whole (cut short by a power cut or a full disk, or damaged in the middle): each top-level "key": value whose
// value parses on its own is kept, so one damaged section does not cost the others.

/** The top-level sections of `text` that parse on their own; null when it does not even start as an object. */
export function salvageSections(text: string): Record<string, unknown> | null {
  const start = text.indexOf('{');
  if (start < 0 || text.slice(0, start).trim() !== '') return null;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of topLevelEntries(text, start + 1)) {
    try {
      out[key] = JSON.parse(raw);
    } catch {
      // This section is damaged (or cut short): it is left out, the rest are kept.
    }
  }
  return out;
}

/** Splits the object's body at its top-level commas, honouring strings and nesting; stops where the text ends. */
function* topLevelEntries(text: string, from: number): Generator<[string, string]> {
  let depth = 0;
  let inString = false;
  let entryStart = from;
  for (let i = from; i <= text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && depth > 0) depth--;
    else if (i === text.length || (depth === 0 && (c === ',' || c === '}'))) {
      const entry = splitEntry(text.slice(entryStart, i));
      if (entry) yield entry;
      if (c === '}') return;
      entryStart = i + 1;
    }
  }
}

function splitEntry(entry: string): [string, string] | null {
  const match = /^\s*("(?:[^"\\]|\\.)*")\s*:([\s\S]*)$/.exec(entry);
  if (!match?.[1] || match[2] === undefined) return null;
  try {
    return [JSON.parse(match[1]) as string, match[2]];
  } catch {
    return null;
  }
}
