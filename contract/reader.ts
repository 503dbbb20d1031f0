// Process: shared by main and renderer (types only outside main). The reader over IPC: request arguments, the
// status and the batched reads pushed to the renderer, and the reader's requests and events. Its settings (schema,
// defaults, limits the form shows) are in reader-settings.ts.
import { z } from 'zod';
import {
  READER_PROTOCOLS,
  type ReaderProtocol,
  type ReaderSettings,
  ReaderSettingsPatch,
  type ReaderSourceKind,
} from './reader-settings';
import { NoArgs, request } from './request';

export const ReaderIngestArgs = z
  .object({
    /** A keyboard-wedge scan as the scanner typed it (control characters are refused). */
    text: z
      .string()
      .trim()
      .min(1, 'the scan is empty')
      .max(256)
      .regex(/^[\x20-\x7e]+$/, 'printable characters only'),
    /** auto: the plain-lines rule decides (hex in whole words: EPC), and an AIM prefix is split off. */
    kind: z.enum(['barcode', 'epc', 'auto']),
  })
  .strict()
  .refine((a) => a.kind !== 'epc' || /^([0-9A-Fa-f]{4}){1,31}$/.test(a.text), {
    message: 'an EPC is hex in whole 16-bit words',
    path: ['text'],
  });

/** A reader's id: its port path, "simulator" (the main simulator), "sim-<n>" (another one) or "keyboard". */
export const ReaderId = z.string().trim().min(1).max(512);

/** The id further in-app simulators take: "sim-2" … "sim-9" (the main one is "simulator"). */
export const SimulatorId = z.string().regex(/^sim-[2-9]$/, 'sim-2 to sim-9');

export const SimulatorStartArgs = z
  .object({
    tags: z.number().int().min(1).max(5000).optional(),
    rate: z.number().int().min(1).max(5000).optional(),
    protocol: z.enum(READER_PROTOCOLS).optional(),
    /** Absent: the main reader becomes the simulator (saved). "sim-2" …: one more simulated reader beside the
     * others, for this run only, with its own rate and protocol. */
    id: SimulatorId.optional(),
  })
  .strict();

export const SimulatorStopArgs = z.object({ id: SimulatorId.optional() }).strict();

export const ReaderDisconnectArgs = z.object({ reader: ReaderId.optional() }).strict();

/** The short name a reader goes by on screen (the feed's label, the status list): "Sim 1", "Sim 2", "Keyboard",
 * or the port's last part ("ttyUSB0", "COM3"). One definition for main and renderer. */
export function readerLabel(id: string): string {
  if (id === 'simulator') return 'Sim 1';
  if (id === 'keyboard') return 'Keyboard';
  const sim = /^sim-(\d+)$/.exec(id);
  if (sim) return `Sim ${sim[1]}`;
  const last = id.split(/[\\/]/).filter(Boolean).at(-1) ?? id;
  return last.length > 16 ? `…${last.slice(-15)}` : last;
}

export interface ReaderPort {
  kind: 'serial' | 'hid';
  path: string;
  /** What a person recognises: manufacturer and product, or the path. */
  name: string;
  vendorId?: string;
  productId?: string;
  serialNumber?: string;
  /** A HID keyboard: the OS owns it, so it works only through the keyboard wedge. */
  keyboardMode?: boolean;
}

export interface ReaderPortList {
  ports: ReaderPort[];
  /** Why HID readers cannot be listed on this PC (node-hid or libusb missing), when that is so. */
  hidUnavailable?: string;
}

export type ReaderConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'error';

export interface ReaderCounts {
  /** EPC reads since the counter was reset (connect or reset). */
  reads: number;
  uniqueTags: number;
  barcodes: number;
  /** Reads in the last second. */
  readsPerSecond: number;
  /** Frames the protocol framer rejected (garbage on the line). */
  badFrames: number;
  /** The same per reader, when any reader has read (several readers feed one count). */
  readers?: ReaderLinkCounts[];
}

export interface ReaderLinkCounts {
  /** The reader's id (readerLabel gives its name). */
  reader: string;
  reads: number;
  barcodes: number;
  readsPerSecond: number;
}

/** One reader of several: its own source, protocol, state and sentence. */
export interface ReaderLinkStatus {
  id: string;
  source: ReaderSourceKind;
  protocol: ReaderProtocol;
  state: ReaderConnectionState;
  message: string;
}

export interface ReaderStatus {
  state: ReaderConnectionState;
  source: ReaderSourceKind;
  protocol: ReaderProtocol;
  /** Port path, HID path or "simulator"; null when not connected to anything. */
  port: string | null;
  /** A user-facing sentence: what is happening and what to do next. */
  message: string;
  counts: ReaderCounts;
  /** Every reader connected, connecting or lost, in the order they were connected (empty when none). */
  readers: ReaderLinkStatus[];
}

export interface EpcSeen {
  hex: string;
  /** Reads of this tag in this batch. */
  count: number;
  rssi?: number;
  /** First read of this tag since the counter was reset. */
  first: boolean;
  /** false when the catalog does not know it; absent when the app cannot tell yet. */
  known?: boolean;
}

export interface BarcodeSeen {
  text: string;
  symbologyId?: string;
  /** First read of this code since the counter was reset: a repeat is a duplicate (main's rule). */
  first: boolean;
  known?: boolean;
}

/** A few of these a second, whatever the read rate: distinct EPCs with counts, every barcode, every error. */
export interface ReaderReadsBatch {
  seq: number;
  epcs: EpcSeen[];
  /** Distinct EPCs left out of `epcs` to keep the message small (still counted in `counts`). */
  epcsOmitted: number;
  barcodes: BarcodeSeen[];
  errors: { code: string; message: string }[];
  counts: ReaderCounts;
}

/**
 * The reader's feedback for the reads a scan target took (counters, sounds, the newest scan), carried on that
 * target's push ('counts.events', 'receiving.draftChanged') so the batch reaches the renderer once; such reads are
 * not pushed again as 'reader.reads'.
 */
export interface ReaderFeedback {
  reader?: ReaderReadsBatch;
}

export const readerRequests = {
  'reader.ports': request<ReaderPortList>()(NoArgs),
  'reader.getSettings': request<ReaderSettings>()(NoArgs),
  'reader.setSettings': request<ReaderSettings>()(ReaderSettingsPatch),
  'reader.connect': request<ReaderStatus>()(NoArgs),
  /** Every reader, or only `reader` (the others keep reading). */
  'reader.disconnect': request<ReaderStatus>()(ReaderDisconnectArgs),
  'reader.status': request<ReaderStatus>()(NoArgs),
  'reader.resetCounters': request<ReaderStatus>()(NoArgs),
  'reader.ingestScan': request<ReaderStatus>()(ReaderIngestArgs),
  'reader.startSimulator': request<ReaderStatus>()(SimulatorStartArgs),
  'reader.stopSimulator': request<ReaderStatus>()(SimulatorStopArgs),
} as const;

export interface ReaderEventMap {
  'reader.status': ReaderStatus;
  /** A few a second while reading: distinct EPCs with counts, barcodes, errors, live counters. */
  'reader.reads': ReaderReadsBatch;
}
