// Process: shared by main and renderer. The reader settings: which source,
// which port and protocol, power, sounds, keyboard-wedge thresholds and the demo simulator. One strict schema for
// requests (a bad value is refused) and a forgiving one for the settings file (a bad field falls back alone).
import { z } from 'zod';
import { READER_PROTOCOLS, type ReaderProtocol } from './reader-protocols';
import { ReaderTuning } from './reader-tuning';

export const READER_SOURCES = ['wedge-only', 'serial', 'hid', 'simulator'] as const;
export type ReaderSourceKind = (typeof READER_SOURCES)[number];

/** Baud rates serial readers use; anything else is almost always a typo. */
export const BAUD_RATES = [9600, 19200, 38400, 57600, 115200, 230400, 460800, 921600] as const;

/** TSL readers accept output power 10-29 dBm (`.iv -o`); the other protocols here have no power option. */
export const POWER_RANGE = { min: 10, max: 29 } as const;
export const PROTOCOLS_WITH_POWER: readonly ReaderProtocol[] = ['tsl'];

export const WEDGE_SUFFIX_KEYS = ['Enter', 'Tab'] as const;

export { READER_PROTOCOLS, type ReaderProtocol } from './reader-protocols';

const Protocol = z.enum(READER_PROTOCOLS);

export const WedgeSettings = z
  .object({
    /** Longest gap between two keys of one scan (ms). */
    maxGapMs: z.number().int().min(5).max(200),
    minLength: z.number().int().min(1).max(64),
    suffixKeys: z.array(z.enum(WEDGE_SUFFIX_KEYS)).min(1).max(2),
    /** A key the scanner sends before each code (e.g. F9), or null. */
    prefixKey: z
      .string()
      .regex(/^(F([1-9]|1[0-2])|[^\s])$/, 'a single character or a function key F1-F12')
      .nullable(),
  })
  .strict();
export type WedgeSettings = z.infer<typeof WedgeSettings>;

export const SimulatorSettings = z
  .object({
    tags: z.number().int().min(1).max(5000),
    /** Reads per second. */
    rate: z.number().int().min(1).max(5000),
  })
  .strict();
export type SimulatorSettings = z.infer<typeof SimulatorSettings>;

/** Readers a PC may run besides its main one (up to four readers at once feeding one count). */
export const EXTRA_READERS_MAX = 3;

/** null: the protocol's usual rate. */
const BaudRate = z
  .number()
  .int()
  .refine((b) => (BAUD_RATES as readonly number[]).includes(b), `one of ${BAUD_RATES.join(', ')}`)
  .nullable();

/**
 * A further reader connected beside the main one: its own source, port and protocol; its tuning is kept in
 * `tunings` under its own port like any reader's. Its id is its port, or `sim-<n>` for a simulator (readerIdOf).
 */
export const ExtraReader = z
  .object({
    source: z.enum(['serial', 'hid', 'simulator']),
    port: z.string().trim().min(1).max(512).nullable(),
    baudRate: BaudRate,
    protocol: Protocol,
    m100Mode: z.enum(['continuous', 'polled']),
    simulator: SimulatorSettings,
  })
  .strict();
export type ExtraReader = z.infer<typeof ExtraReader>;

export const ReaderSettings = z
  .object({
    source: z.enum(READER_SOURCES),
    /** Serial path (COM3, /dev/ttyUSB0) or HID device path; null when none is chosen. */
    port: z.string().trim().min(1).max(512).nullable(),
    baudRate: BaudRate,
    protocol: Protocol,
    /** dBm; null: the reader's own setting. Only protocols in PROTOCOLS_WITH_POWER use it. */
    power: z.number().int().min(POWER_RANGE.min).max(POWER_RANGE.max).nullable(),
    m100Mode: z.enum(['continuous', 'polled']),
    sounds: z.boolean(),
    wedge: WedgeSettings,
    simulator: SimulatorSettings,
    /** Reader tuning kept per reader: key `<port>#<reader id>` (serial number or firmware id), or `<port>` alone. */
    tunings: z
      .record(z.string().min(1).max(600), ReaderTuning)
      .refine((t) => Object.keys(t).length <= 50, 'at most 50 readers keep a tuning'),
    /** Readers connected beside the main one (Settings -> Reader, "Add a reader"); Connect opens them all. */
    extraReaders: z.array(ExtraReader).max(EXTRA_READERS_MAX),
  })
  .strict();
export type ReaderSettings = z.infer<typeof ReaderSettings>;

/** What reader.setSettings takes: any subset; nested groups are replaced whole. */
export const ReaderSettingsPatch = ReaderSettings.partial().strict();
export type ReaderSettingsPatch = z.infer<typeof ReaderSettingsPatch>;

export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  source: 'wedge-only',
  port: null,
  baudRate: null,
  protocol: 'tsl',
  power: null,
  m100Mode: 'continuous',
  sounds: true,
  wedge: { maxGapMs: 40, minLength: 6, suffixKeys: ['Enter', 'Tab'], prefixKey: null },
  simulator: { tags: 50, rate: 200 },
  tunings: {},
  extraReaders: [],
};

/** The id of the n-th extra reader (0-based): its port, or `sim-<n+2>` for a simulator (the main one is "simulator"). */
export function extraReaderId(r: ExtraReader, index: number): string | null {
  return r.source === 'simulator' ? `sim-${index + 2}` : r.port;
}

const D = DEFAULT_READER_SETTINGS;
/** Loading the settings file: each field falls back to its default on its own, so one bad value loses nothing else. */
export const StoredReaderSettings = z.object({
  source: ReaderSettings.shape.source.catch(D.source),
  port: ReaderSettings.shape.port.catch(D.port),
  baudRate: ReaderSettings.shape.baudRate.catch(D.baudRate),
  protocol: ReaderSettings.shape.protocol.catch(D.protocol),
  power: ReaderSettings.shape.power.catch(D.power),
  m100Mode: ReaderSettings.shape.m100Mode.catch(D.m100Mode),
  sounds: ReaderSettings.shape.sounds.catch(D.sounds),
  wedge: WedgeSettings.catch(D.wedge),
  simulator: SimulatorSettings.catch(D.simulator),
  tunings: ReaderSettings.shape.tunings.catch(D.tunings),
  extraReaders: ReaderSettings.shape.extraReaders.catch(D.extraReaders),
});
