// Process: shared by main and renderer. The scale settings (Settings -> Scale: source, port, protocol, the unit
// weights are shown in, how stability is judged) and the scale's status. One strict schema for requests and a
// forgiving one for the settings file (a bad field falls back alone), as the reader's settings.
import { z } from 'zod';

export const SCALE_SOURCES = ['none', 'serial', 'hid', 'simulator'] as const;
export type ScaleSourceKind = (typeof SCALE_SOURCES)[number];
/** The serial formats (domain/scale/protocols): Mettler Toledo MT-SICS, A&D standard format, CAS 22 bytes. */
export const SCALE_PROTOCOLS = ['mt-sics', 'and', 'cas'] as const;
export type ScaleProtocolName = (typeof SCALE_PROTOCOLS)[number];
/** Units a weight is shown in; readings are grams whatever the scale prints. */
export const SCALE_DISPLAY_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
export type ScaleDisplayUnit = (typeof SCALE_DISPLAY_UNITS)[number];
/** The states of a scale reading (domain/scale/reading.ts takes its type from here). */
export const SCALE_STATES = ['stable', 'unstable', 'overload', 'negative', 'zero', 'unplugged'] as const;
export type ScaleStateName = (typeof SCALE_STATES)[number];
export const SCALE_COMMANDS = ['weigh', 'tare', 'zero'] as const;
export type ScaleCommandName = (typeof SCALE_COMMANDS)[number];

export const ScaleSettings = z
  .object({
    source: z.enum(SCALE_SOURCES),
    /** Serial path (COM4, /dev/ttyUSB1) or HID device path; null when none is chosen. */
    port: z.string().trim().min(1).max(512).nullable(),
    protocol: z.enum(SCALE_PROTOCOLS),
    /** null: the format's factory rate (MT-SICS and CAS 9600, A&D 2400). */
    baudRate: z.number().int().min(1200).max(115200).nullable(),
    unit: z.enum(SCALE_DISPLAY_UNITS),
    /** flag: the scale's own stable flag; equal: `equalReadings` readings in a row within 0.1 g. */
    stableBy: z.enum(['flag', 'equal']),
    equalReadings: z.number().int().min(2).max(20),
  })
  .strict();
export type ScaleSettings = z.infer<typeof ScaleSettings>;

export const ScaleSettingsPatch = ScaleSettings.partial().strict();
export type ScaleSettingsPatch = z.infer<typeof ScaleSettingsPatch>;

export const DEFAULT_SCALE_SETTINGS: ScaleSettings = {
  source: 'none',
  port: null,
  protocol: 'mt-sics',
  baudRate: null,
  unit: 'g',
  stableBy: 'flag',
  equalReadings: 3,
};

const D = DEFAULT_SCALE_SETTINGS;
const S = ScaleSettings.shape;
/** Loading the settings file: each field falls back to its default on its own. */
export const StoredScaleSettings = z.object({
  source: S.source.catch(D.source),
  port: S.port.catch(D.port),
  protocol: S.protocol.catch(D.protocol),
  baudRate: S.baudRate.catch(D.baudRate),
  unit: S.unit.catch(D.unit),
  stableBy: S.stableBy.catch(D.stableBy),
  equalReadings: S.equalReadings.catch(D.equalReadings),
});

/** The scale as the status bar and Settings show it. */
export interface ScaleStatusView {
  source: ScaleSourceKind;
  state: ScaleStateName;
  /** The last reading's grams (0 when the scale gives no figure). */
  grams: number;
  /** Why the scale is unplugged (the port's refusal, node-hid missing), when it is. */
  problem: string | null;
  /** What this scale takes: tare and zero where its protocol has them. */
  commands: ScaleCommandName[];
}

/** The USB HID POS scales present (usage page 0x8D), to choose from; `unavailable`: why none can be listed (node-hid
 * missing or unable to list), else null. */
export interface HidScaleChoices {
  scales: { path: string; label: string }[];
  unavailable: string | null;
}
