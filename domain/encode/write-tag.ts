// Process: main (domain, Electron-free). Writes one tag with a reader: exactly one tag must be in the field (none
// or several is refused before any serial is issued), then the serial is allocated and marked in doubt ('sending',
// committed) before the write leaves, the PC word and EPC written to that tag only, read back and compared; only
// then is the serial marked used. A write error, no answer or a read-back that differs spoils the serial: it is
// never handed out again, and the tag is not counted as written. A crash between leaves it in doubt, which is as
// final: a serial is only ever issued fresh, so one in doubt is never written to another tag. Optionally the tag is then locked (`.lo`): given an access password, its EPC and password made
// writable only with it; a lock that fails spoils the serial too (the tag is not what was asked for).

import type { ProtocolName } from '../reader/protocols/framer';
import {
  TSL_INVENTORY,
  tslLockCommand,
  tslWriteAccessPasswordCommand,
  tslWriteEpcCommand,
} from '../reader/protocols/tsl-commands';
import { crashPoint } from '../shared/crash-points';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import type { ReaderLink } from './reader-link';
import type { IssuedSerial, SerialAllocator } from './serials';
import type { EncodeItem, SgtinTarget } from './sgtin-target';

const log = createLogger('encode.write-tag');

/** Only TSL ASCII 2.0 readers take write commands here; others are told so. */
export function assertCanWrite(protocol: ProtocolName): void {
  if (protocol !== 'tsl') {
    throw new UserError(
      'unavailable',
      `This reader (${protocol}) cannot write tags from the app: use a TSL ASCII 2.0 reader, or print RFID labels.`,
    );
  }
}

async function tagsInField(link: ReaderLink): Promise<string[]> {
  const r = await link.command(TSL_INVENTORY);
  if (!r.ok) throw new UserError('unavailable', `The reader refused to look for tags (ER: ${r.error}).`);
  return [...new Set(r.tags.map((t) => t.epc))];
}

export interface WriteTagOptions {
  /** The access password the tag holds now (8 hex), when its EPC bank is locked behind one. */
  accessPassword?: string;
  /** After the verified write: give the tag this access password and lock its EPC and password behind it. */
  lockWith?: string;
}

const HEX8 = /^[0-9A-F]{8}$/;

/** Bad passwords are refused before anything is issued. */
export function checkPasswords(opts: WriteTagOptions): void {
  if (opts.accessPassword !== undefined && !HEX8.test(opts.accessPassword)) {
    throw new UserError('bad_input', 'An access password is 8 hex digits (0-9, A-F).');
  }
  if (opts.lockWith !== undefined && (!HEX8.test(opts.lockWith) || opts.lockWith === '00000000')) {
    throw new UserError('bad_input', 'Locking needs an access password of 8 hex digits, not 00000000.');
  }
}

export async function writeTag(
  link: ReaderLink,
  allocator: SerialAllocator,
  item: EncodeItem,
  target: SgtinTarget,
  opts: WriteTagOptions = {},
): Promise<IssuedSerial> {
  checkPasswords(opts);
  const before = await tagsInField(link);
  if (before.length === 0)
    throw new UserError('bad_input', 'No tag near the reader: hold one tag to it and try again.');
  if (before.length > 1) {
    throw new UserError(
      'bad_input',
      `${before.length} tags are near the reader: keep only the one to write close to it and try again.`,
    );
  }
  const [issued] = allocator.allocate(item, target, 1);
  allocator.markSending(issued!.epc);
  crashPoint('tag.write.selected');
  const spoil = (why: string): never => {
    allocator.markSpoiled(issued!.epc, why);
    log.warn('tag write failed', { epc: issued!.epc, why });
    throw new UserError('tag_spoiled', `${why} The serial was voided; nothing was counted as written.`);
  };
  let reply: Awaited<ReturnType<ReaderLink['command']>>;
  try {
    reply = await link.command(
      tslWriteEpcCommand({ currentEpc: before[0]!, epc: issued!.epc, accessPassword: opts.accessPassword }),
    );
  } catch (err) {
    return spoil(`The reader did not confirm the write (${(err as Error).message}).`);
  }
  if (!reply.ok) return spoil(`The reader could not write the tag (it answered ER: ${reply.error}).`);
  crashPoint('tag.write.written');
  let after: string[];
  try {
    after = await tagsInField(link);
  } catch (err) {
    return spoil(`The tag could not be read back (${(err as Error).message}).`);
  }
  if (after.length !== 1 || after[0] !== issued!.epc) {
    return spoil(`The tag reads back ${after.join(', ') || 'nothing'}, not ${issued!.epc}.`);
  }
  if (opts.lockWith) await lockTag(link, issued!.epc, opts, spoil);
  crashPoint('tag.write.verified');
  allocator.markUsed(issued!.epc);
  crashPoint('tag.write.marked');
  log.info('tag written and verified', { epc: issued!.epc, locked: Boolean(opts.lockWith) });
  return issued!;
}

/** The tag's access password set, then its EPC and password locked; a failure spoils (the tag is only half done). */
async function lockTag(link: ReaderLink, epc: string, opts: WriteTagOptions, spoil: (why: string) => never) {
  const steps = [
    tslWriteAccessPasswordCommand(epc, opts.lockWith!, opts.accessPassword),
    tslLockCommand(epc, opts.lockWith!),
  ];
  for (const cmd of steps) {
    let r: Awaited<ReturnType<ReaderLink['command']>>;
    try {
      r = await link.command(cmd);
    } catch (err) {
      return spoil(
        `The tag carries ${epc} but was not locked (${(err as Error).message}): discard it or write it again.`,
      );
    }
    if (!r.ok)
      return spoil(`The tag carries ${epc} but could not be locked (ER: ${r.error}): discard it or write it again.`);
  }
}
