// Process: main (domain, Electron-free). The tag history's recording in slices, one journal migration (appended to
// domain/journal/migrations.ts): a finished count of 250,000 tags is copied into the history a slice at a time
// (record-slices.ts), each slice one transaction with this row, its durable "recorded up to" marker, so a kill
// between two slices leaves a recording the next start resumes where it stopped: no tag copied twice, none missed.
export const TAG_RECORDING_MIGRATION = `
  -- A recording under way (the row goes in the transaction that ends it). recorded_at: what tag_counts.recorded_at
  -- becomes at the end (NULL: the count keeps its own, a copy made again before its rows are pruned). step:
  -- 'clear' while an earlier copy of the count is removed, 'copy' while its count_tags rows are copied in EPC order.
  -- upto: the last EPC copied ('' none yet). tags: how many were copied. prunable: whether nothing needed the
  -- count's count_tags rows when the recording began (then the copy is the one pruning may rely on).
  CREATE TABLE tag_recordings (
    session_id TEXT PRIMARY KEY,
    recorded_at INTEGER,
    step TEXT NOT NULL,
    upto TEXT NOT NULL,
    tags INTEGER NOT NULL,
    prunable INTEGER NOT NULL
  ) WITHOUT ROWID;
`;
