// Process: renderer (pure TS). What each money figure of a count is called: one name per figure on every screen
// (the review, the finalize confirmation, History, the printed sheet), so two places showing one name show one
// figure (domain/counts/variance.ts defines them; the CSV's headings are main's, the same words).

/** The count's variance value: its counted lines, what finalizing posts. */
export const VARIANCE_VALUE = 'Variance value';
/** The missing items' on-hand at retail: not counted, left as they are, never part of the variance. */
export const MISSING_VALUE = "Missing items' value (on hand, not counted)";
/** Listed items of a recount not counted again: not counted yet, in neither figure. */
export const STILL_TO_RECOUNT = 'Still to recount';
/** What the variance covers, said once beside it. */
export const VARIANCE_COVERS =
  'Variance is over the counted lines, which is what finalizing posts. Missing items are left as they are, so their value is shown apart, not as variance.';
