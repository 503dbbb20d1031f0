// Process: shared by main and renderer (types only outside main). Locate (Geiger) mode over IPC: start a locate
// for one EPC or any tag of an item, stop it, and the meter's reading pushed ten or more times a second while it
// runs. Muting the tick is the renderer's alone and never crosses.
import { z } from 'zod';
import { NoArgs, request } from './request';

/** The longest serial a GS1 SGTIN carries (SGTIN-198: 20 characters). */
const Serial = z.string().trim().min(1, 'a serial is not empty').max(20, 'a serial has at most 20 characters');

/** One GTIN an item's tags may carry, and where it comes from: the item's RFID GTIN (epcGTIN, current or older), the
 *  GTIN-14 of one of its barcodes (tags commissioned elsewhere often carry that), or none when typed on the screen. */
export const LocateGtinSchema = z
  .object({
    gtin14: z.string().regex(/^\d{14}$/, 'a GTIN-14 has 14 digits'),
    source: z.enum(['rfid', 'barcode']).optional(),
  })
  .strict();
export type LocateGtin = z.output<typeof LocateGtinSchema>;

/** At most this many GTINs in one item target (an item has one RFID GTIN, a few older ones and a few barcodes). */
export const MAX_LOCATE_GTINS = 32;

/** One exact EPC (hex, whole 16-bit words), or any tag of an item: every GTIN-14 its tags may carry and optionally
 *  a serial range. */
export const LocateTargetSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('epc'),
      epc: z
        .string()
        .trim()
        .regex(/^([0-9A-Fa-f]{4}){1,31}$/, 'an EPC is hex in whole 16-bit words'),
    })
    .strict(),
  z
    .object({
      kind: z.literal('item'),
      gtins: z
        .array(LocateGtinSchema)
        .min(1, 'an item target has at least one GTIN')
        .max(MAX_LOCATE_GTINS, `an item target has at most ${MAX_LOCATE_GTINS} GTINs`),
      serialFrom: Serial.optional(),
      serialTo: Serial.optional(),
    })
    .strict(),
]);
export type LocateTarget = z.output<typeof LocateTargetSchema>;

export const LocateStartArgs = z
  .object({
    target: LocateTargetSchema,
    /** What the screen calls the target ("SKU-1 Blue tee M"), echoed in the status for a second window. */
    label: z.string().trim().max(200).optional(),
  })
  .strict();

/** How the reader is kept to the target while locating. */
export interface LocateFilterView {
  /** 'reader': the reader reports only matching tags (a select/mask on the EPC); 'main': every read is matched in main. */
  where: 'reader' | 'main';
  /** One sentence naming what is used for this protocol ("TSL .iv select on EPC bank, 96 bits"). */
  how: string;
}

export interface LocateStatus {
  active: boolean;
  target: LocateTarget | null;
  label: string | null;
  /** null while not locating. */
  filter: LocateFilterView | null;
  /** The reader preset in use while locating, or why none was switched to; null while not locating. */
  preset: string | null;
}

/** The meter at one moment (domain/locate/meter.ts computes it). */
export interface LocateReading {
  /** Increases with every push, so a screen can count updates. */
  seq: number;
  /** 0-100 from the smoothed RSSI over the range learnt in this locate; null while no matching tag gave RSSI. */
  strength: number | null;
  /** The leading tag's last RSSI as read, dBm. */
  dbm: number | null;
  /** The leading tag's EPC (hex). */
  epc: string | null;
  readsPerSecond: number;
  /** Distinct matching tags read within the last two seconds (an item has many). */
  tagsInRange: number;
}

/** The demo simulator's locate mode: where its simulated target is (domain/reader/sim/locate-mode.ts). */
export interface LocateSimulatorView {
  /** True while the demo simulator is the reader; the screen shows its distance control then. */
  available: boolean;
  /** The EPC the simulator plays as the target (an item's target gets one of its GTIN), or null. */
  epc: string | null;
  /** Metres from the reader, and the control's bounds and step. */
  distanceM: number;
  min: number;
  max: number;
  step: number;
}

export const LocateSimulatorArgs = z.object({ distanceM: z.number().finite().min(0.5).max(15) }).strict();

export const locateRequests = {
  'locate.start': request<LocateStatus>()(LocateStartArgs),
  'locate.stop': request<LocateStatus>()(NoArgs),
  'locate.status': request<LocateStatus>()(NoArgs),
  'locate.simulator.get': request<LocateSimulatorView>()(NoArgs),
  'locate.simulator.set': request<LocateSimulatorView>()(LocateSimulatorArgs),
} as const;

export interface LocateEventMap {
  'locate.reading': LocateReading;
}
