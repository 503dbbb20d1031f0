// Process: renderer. What the user should do, for every code an AppError can carry (contract/errors.ts). Main's
// message says it best and is shown as is; these words stand in only when a message is missing, so no listed code
// ever reaches the screen as a blank. test/unit/errors walks the contract's list against this table.
import type { AppErrorCode } from '../../../contract/errors';
import type { AppError } from '../../../contract/result';

const RETRY = 'Try again; if it persists, restart the app.';
const SIGN_IN = 'Sign in again.';

export const ERROR_WORDS: Record<AppErrorCode, string> = {
  internal: `Something went wrong inside the app. ${RETRY}`,
  disk_full: 'The disk is full, so this was not saved. Free some space, then do it again.',
  unknown_request: 'This version of the app cannot do that. Restart the app.',
  invalid_argument: 'Something entered is not valid. Correct it and try again.',
  bad_message: `The app could not read that request. ${RETRY}`,
  disconnected: 'The connection to the app was lost. Reload the page.',
  print_failed: 'The count sheet could not be made into a PDF: use Print and choose "Save as PDF".',
  bad_credentials: 'The client ID, user name or password is wrong. Check them and try again.',
  no_api_access: 'This user may not use the API. Ask an administrator for the API access privilege.',
  compromised: 'Your saved sign-in was refused. Enter your password to sign in again.',
  expired: `Your sign-in has expired. ${SIGN_IN}`,
  signed_out: 'You are signed out. Sign in to continue.',
  unauthorized: `Your sign-in is no longer accepted. ${SIGN_IN}`,
  forbidden: 'This user may not do that. Ask an administrator for the permission.',
  not_found: 'It was not found: it may have been deleted. Refresh and choose again.',
  bad_request: 'The service refused the request. Check what was entered and try again.',
  validation: 'The data was refused. Correct it and try again.',
  rate_limited: 'The service is limiting requests. Wait a moment; the app tries again.',
  server: 'The service had a problem. Try again in a moment.',
  network: 'Cannot reach the service. Check the network connection and try again.',
  timeout: 'The service did not answer in time. Check the connection and try again.',
  bad_response: 'The service sent an answer this app cannot read. Check the service address.',
  http: 'The service refused the request. Try again; if it persists, check the service address.',
  read_only: 'This session can no longer be changed. Open an active session.',
  locked: 'This session was finalized on another device: it can no longer be changed here.',
  bad_input: 'That change cannot be made. Check what was chosen and try again.',
  offline: 'The service cannot be reached. Try again when the connection is back.',
  blind: 'This is a blind count: counted quantities are not shown.',
  unavailable: 'This is not available here.',
  unsafe_url: 'Only web links (http or https) can be opened.',
  demo_damaged: 'The demo data is damaged. Start fresh demo data.',
  demo_only:
    'That works with the built-in demo service only: choose a serial or HID reader instead of the simulator; a real service processes counts in its back office.',
  demo_unavailable:
    'The built-in demo service did not start. Check the disk space and the data folder, then try again.',
  not_damaged: 'The demo data is not damaged: sign in as usual.',
  no_working_store: 'Choose a working store first.',
  catalog_closed: 'Choose a working store first; the catalog opens for it.',
  catalog_damaged: 'The catalog cache is damaged and is being rebuilt. Try again in a moment.',
  cancelled: 'Sync paused. It continues from where it stopped when you press Sync now, or on its own later.',
  catalog_open_failed:
    'The local catalog could not be opened. Check that the data folder is on a disk with free space, then sign in again or restart the app.',
  item_not_cached: 'That item is not in the catalog cache. Sync the catalog, then try again.',
  reader_settings: 'The reader settings are not valid. Check them and connect again.',
  invalid_scan: 'That scan cannot be read. Scan or type it again.',
  counts_unavailable: 'Counting is not available yet. Sign in and choose a working store.',
  journal_in_use: 'The count journal is open in another copy of the app. Close that copy first.',
  receiving_unavailable: 'Receiving is not available yet. Sign in and choose a working store.',
  transfers_unavailable: 'Transfers are not available yet. Sign in and choose a working store.',
  replenish_unavailable: 'Replenishment is not available yet. Sign in and choose a working store.',
  not_on_list: 'That item is not on the list to pick. Refresh the list and choose a line.',
  not_floor_area: 'Put away on a sales-floor area. Set the area roles under Areas, or choose another area.',
  vendor_required: 'Choose the vendor first.',
  purchase_order_not_found: 'That purchase order is not one of this vendor’s orders for this store. Choose another.',
  draft_not_found: 'That draft no longer exists. Choose or start another.',
  draft_submitted: 'This draft was submitted already; it can no longer change.',
  draft_submitting: 'The last submit of this draft got no answer. Submit again to finish it.',
  line_not_found: 'That line is no longer in the draft.',
  transfer_not_found: 'That transfer is not on this PC: open or start it again.',
  transfer_empty: 'Nothing is packed in this transfer yet: scan what goes first.',
  transfer_sending: 'This transfer is being sent, or its last send got no answer: send it again to finish it.',
  transfer_sent: 'This transfer was sent already; it can no longer change.',
  transfer_wrong_store: 'That transfer goes to another store: choose one sent to this store.',
  transfer_finished: 'This transfer was received already; its report can no longer change.',
  unstorable_text: 'That text cannot be kept as typed. Type it again.',
  doc_number_unfindable: 'That document number cannot be looked up exactly. Check it and try again.',
  bad_cursor: 'That list position is no longer valid: reload the list.',
  tag_spoiled: 'The tag was not written as asked and its serial was voided: discard the tag or write it again.',
  receipt_tagged_before:
    'This receipt already has labels from this PC, so nothing was printed: print it again only to replace lost labels, and confirm when asked.',
  too_long: 'A line was too long to look up and was left out.',
  weights_not_set: 'This item has no full and empty weights yet: weigh one full and one empty bottle, or type them.',
  weight_below_tare: 'That weighs less than an empty bottle of this item: check the item, and zero the scale.',
  weight_above_full: 'That weighs more than a full bottle of this item: is something else on the scale?',
  no_stable_weight:
    'Nothing steady on the scale: put the bottle on the pan, wait for the weight to settle, or type it.',
  too_many_lines: 'Too many lines at once: paste the rest separately.',
};

/** The words to show for an error: main's own message, or the code's words when there is none. */
export const errorText = (error: Pick<AppError, 'code' | 'message'>): string =>
  error.message || ERROR_WORDS[error.code] || ERROR_WORDS.internal;
