// Process: shared by main and renderer (types only outside main). Reader tuning that stays set: the
// settings one reader keeps (output power, session, target, Q, an EPC pre-filter), what each protocol can take
// (from its manual; domain/reader/tuning/README.md says which command carries each), the presets, the report of
// what the reader answered on connect, and the requests. Saved per reader in reader-settings.ts (`tunings`).
import { z } from 'zod';
import type { ReaderProtocol } from './reader-protocols';
import { request } from './request';

export const TUNING_SESSIONS = ['S0', 'S1', 'S2', 'S3'] as const;
export type TuningSession = (typeof TUNING_SESSIONS)[number];
/** 'AB' (alternate targets each round) is part of the model; no protocol here has a command for it. */
export const TUNING_TARGETS = ['A', 'B', 'AB'] as const;
export type TuningTarget = (typeof TUNING_TARGETS)[number];
export const TUNING_FIELDS = ['power', 'session', 'target', 'q', 'filter'] as const;
export type TuningField = (typeof TUNING_FIELDS)[number];

/** A Gen2 Select on the EPC bank: the tags whose EPC holds `maskHex` (its first `bitLength` bits) at `offsetBits`. */
export const EpcFilter = z
  .object({
    maskHex: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-F]{1,64}$/, 'the mask is hex, at most 32 bytes'),
    /** Bits of the mask that count, from its first bit (1-255: the longest mask the protocols here carry). */
    bitLength: z.number().int().min(1).max(255),
    /** Where the mask starts, in bits from the start of the EPC (0: its header). */
    offsetBits: z.number().int().min(0).max(495),
  })
  .strict()
  .refine((f) => f.maskHex.length * 4 >= f.bitLength, {
    message: 'the mask holds fewer bits than its length says',
    path: ['bitLength'],
  });
export type EpcFilter = z.output<typeof EpcFilter>;

/** What one reader is told on connect. null: the reader's own setting is left alone (for `filter`: no pre-filter). */
export const ReaderTuning = z
  .object({
    /** dBm; each protocol's range is in TUNING_CAPABILITIES. */
    power: z.number().int().min(0).max(33).nullable(),
    session: z.enum(TUNING_SESSIONS).nullable(),
    target: z.enum(TUNING_TARGETS).nullable(),
    /** A fixed Q (2^Q slots: the population estimate). */
    q: z.number().int().min(0).max(15).nullable(),
    filter: EpcFilter.nullable(),
  })
  .strict();
export type ReaderTuning = z.output<typeof ReaderTuning>;

export const EMPTY_TUNING: ReaderTuning = { power: null, session: null, target: null, q: null, filter: null };

export const TUNING_PRESETS = ['count', 'locate'] as const;
export type TuningPreset = (typeof TUNING_PRESETS)[number];
/** Count: full power, S2 with target A, so a tag read once stays quiet for the rest of a single pass over many tags.
 * Locate: low Q (few tags answer) and session S0 (a tag answers every round, so its RSSI keeps coming); power is
 * not lowered, the meter needs the range. The locate's own EPC filter is added by the caller. */
export const PRESET_TUNING: Record<TuningPreset, ReaderTuning> = {
  count: { power: 29, session: 'S2', target: 'A', q: null, filter: null },
  locate: { power: 29, session: 'S0', target: 'A', q: 2, filter: null },
};

export interface TuningCapabilities {
  /** dBm range the protocol's power command takes; null: no power command. */
  power: { min: number; max: number } | null;
  session: boolean;
  targets: readonly TuningTarget[];
  q: boolean;
  filter: boolean;
  /** Settings the reader can be asked for after they are sent. */
  readBack: readonly TuningField[];
  /** Whether the reader reports a serial number or firmware id, so its tuning is kept per reader and not per port. */
  identity: boolean;
  /** One sentence: what is sent, or why nothing is. */
  note: string;
}

const NONE: TuningCapabilities = {
  power: null,
  session: false,
  targets: [],
  q: false,
  filter: false,
  readBack: [],
  identity: false,
  note: 'A plain-lines reader takes no commands.',
};

export const TUNING_CAPABILITIES: Record<ReaderProtocol, TuningCapabilities> = {
  tsl: {
    power: { min: 10, max: 29 },
    session: true,
    targets: ['A', 'B'],
    q: true,
    filter: true,
    readBack: ['power', 'session', 'target', 'q', 'filter'],
    identity: true,
    note: 'TSL ASCII 2.0: each setting an .iv option (power, session, target, fixed Q, a select on the EPC bank), read back with .iv -p; the serial number from .vr.',
  },
  chafon: {
    power: { min: 0, max: 30 },
    session: false,
    targets: [],
    q: false,
    filter: false,
    readBack: ['power'],
    identity: true,
    note: 'CF-RU5102 command set: Set Power (0x2F), read back with Get Reader Information (0x21). Its inventory command takes no session, target, Q or mask.',
  },
  m100: {
    power: { min: 10, max: 26 },
    session: true,
    targets: ['A', 'B'],
    q: true,
    filter: true,
    readBack: ['power', 'session', 'target', 'q'],
    identity: true,
    note: 'Magic RF M100: set/get transmit power (0xB6/0xB7), Query parameters (0x0E/0x0D), Select (0x0C) with select mode (0x12); firmware from module info (0x03).',
  },
  lines: NONE,
};

/** What the reader said to one setting on connect. */
export interface TuningOutcome {
  field: TuningField;
  /** What was asked, as the screen says it ("29 dBm", "S2"). */
  asked: string;
  /** ok: accepted; refused: the reader said no (its answer in `answer`); silent: no answer in time; unsupported:
   * this protocol has no command for it (nothing was sent). */
  result: 'ok' | 'refused' | 'silent' | 'unsupported';
  /** The reader's own answer for a refusal ("ER: 002 Parameter not supported", "status 0xFF parameter error"). */
  answer?: string;
  /** What the reader holds after, read back, where the protocol allows; null: could not be read. */
  readBack?: string | null;
}

export interface TuningReport {
  at: string;
  protocol: ReaderProtocol;
  port: string;
  /** The reader's serial number or firmware id, when it reports one. */
  readerId: string | null;
  /** Which saved tuning was used: 'reader' (this reader's), 'port' (the port's), a preset, or 'none'. */
  source: 'reader' | 'port' | TuningPreset | 'none';
  outcomes: TuningOutcome[];
}

export interface TuningView {
  protocol: ReaderProtocol;
  capabilities: TuningCapabilities;
  /** The port the tuning is kept for (the connected or chosen one); null when none is chosen. */
  port: string | null;
  readerId: string | null;
  /** What is saved for this reader (or, before it reported its id, its port). */
  saved: ReaderTuning;
  /** The preset running instead of the saved tuning (locate switches to its own and back), or null. */
  preset: TuningPreset | null;
  /** What the reader answered on the last connect, or null before one. */
  lastReport: TuningReport | null;
}

/** Which reader: absent for the main one, else its id (port or "sim-2"), as ReaderStatus.readers lists them. */
const TuningReader = z.string().trim().min(1).max(512).optional();
export const TuningGetArgs = z.object({ reader: TuningReader }).strict();
export const TuningSetArgs = z.object({ tuning: ReaderTuning, reader: TuningReader }).strict();
export const TuningPresetArgs = z.object({ preset: z.enum(TUNING_PRESETS) }).strict();

export const readerTuningRequests = {
  'reader.tuning.get': request<TuningView>()(TuningGetArgs),
  /** Saves the tuning for the connected reader (or the chosen port) and reconnects so it is sent. */
  'reader.tuning.set': request<TuningView>()(TuningSetArgs),
  /** Saves a preset's values as this reader's tuning. */
  'reader.tuning.savePreset': request<TuningView>()(TuningPresetArgs),
} as const;
