// Process: main (domain, Electron-free). From saved reader settings to a reader source (serial, HID or the demo
// simulator), and port discovery with vendor/product ids and names people recognise. The serialport binding and
// node-hid are parameters, so tests use serialport's mock binding and a HID stand-in. Discovery itself is
// domain/reader/discovery.ts.

import type { ReaderPortList } from '../../../contract/reader';
import { PROTOCOLS_WITH_POWER, type ReaderProtocol, type ReaderSettings } from '../../../contract/reader-settings';
import type { Same } from '../../../contract/request';
import { UserError } from '../../shared/errors';
import { discoverReaders } from '../discovery';
import { SIMULATOR_PORT } from '../link-state';
import { getProtocol, type ProtocolName } from '../protocols';
import type { SimLocateMode } from '../sim/locate-mode';
import type { SimTag } from '../sim/population';
import type { TuningLink } from '../tuning/link';
import { createHidSource, type HidModule } from './hid-source';
import { createSerialSource, type SerialBinding } from './serial-source';
import { createSimulatorSource } from './simulator-source';
import type { ReaderSource } from './source';

// The settings list the protocols the reader layer has, no more and no fewer (checked both ways at compile time).
const protocolListsAgree: Same<ReaderProtocol, ProtocolName> = true;
void protocolListsAgree;

export interface ReaderHardware {
  /** serialport binding; defaults to the platform one, loaded on first use. */
  serialBinding?: SerialBinding;
  /** node-hid; defaults to the lazy loader (a missing module disables HID only). */
  loadHid?: () => Promise<HidModule>;
  /** The demo simulator's locate mode (a target at a distance the user changes; hosts/app/locate owns it). */
  simulatorLocate?: SimLocateMode;
}

/** The simulator's tags for a count (the demo catalog's: hosts/app/reader/demo-tags.ts). */
export type SimulatorTags = (count: number) => readonly SimTag[];

/** Builds the source the settings describe; throws a UserError ('reader_settings') when they are incomplete. */
export function sourceFromSettings(
  s: ReaderSettings,
  hw: ReaderHardware,
  simulatorTags: SimulatorTags,
  /** Reader tuning for a serial reader (after its port opens) or the demo simulator (domain/reader/tuning/keeper.ts). */
  tune?: (protocol: ReaderProtocol, port: string) => (link: TuningLink) => Promise<void>,
  /** A simulator's reader id: "simulator" for the main one, "sim-2" … for more; its label and tuning key. */
  simulatorId: string = SIMULATOR_PORT,
): { make: () => ReaderSource; label: string } {
  // With tuning the old power setting is one of its inputs (keeper.ts), not a second -o after it.
  const legacyPower = s.power !== null && PROTOCOLS_WITH_POWER.includes(s.protocol) && !(tune && s.source === 'serial');
  const protocol = getProtocol(s.protocol, {
    ...(legacyPower ? { power: s.power! } : {}),
    m100Mode: s.m100Mode,
  });
  switch (s.source) {
    case 'serial': {
      const path = s.port;
      if (!path) throw new UserError('reader_settings', 'Choose the serial port the reader is on, then connect.');
      return {
        label: path,
        make: () =>
          createSerialSource({
            path,
            protocol,
            ...(s.baudRate === null ? {} : { baudRate: s.baudRate }),
            ...(hw.serialBinding ? { binding: hw.serialBinding } : {}),
            ...(tune ? { beforeReads: tune(s.protocol, path) } : {}),
          }),
      };
    }
    case 'hid': {
      const path = s.port;
      if (!path) throw new UserError('reader_settings', 'Choose the USB HID reader, then connect.');
      return {
        label: path,
        make: () => createHidSource({ path, protocol, ...(hw.loadHid ? { load: hw.loadHid } : {}) }),
      };
    }
    case 'simulator':
      return {
        label: simulatorId,
        make: () =>
          createSimulatorSource({
            protocol: s.protocol,
            rate: s.simulator.rate,
            population: simulatorTags(s.simulator.tags),
            // Another simulator reads the same shelf in its own order, as a second reader in the store would.
            ...(simulatorId === SIMULATOR_PORT ? {} : { seed: simulatorSeed(simulatorId) }),
            ...(hw.simulatorLocate ? { locate: hw.simulatorLocate } : {}),
            ...(tune ? { beforeReads: tune(s.protocol, simulatorId) } : {}),
          }),
      };
    case 'wedge-only':
      throw new UserError(
        'reader_settings',
        'A keyboard-wedge scanner needs no connection: just scan. Choose another source to connect.',
      );
  }
}

const simulatorSeed = (id: string) => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** Serial ports and (where node-hid works) HID devices, as the port list shows them. */
export async function listReaderPorts(hw: ReaderHardware): Promise<ReaderPortList> {
  const found = await discoverReaders({
    ...(hw.serialBinding ? { binding: hw.serialBinding } : {}),
    ...(hw.loadHid ? { loadHid: hw.loadHid } : {}),
  });
  return {
    ports: found.ports.map((p) => ({
      kind: p.kind,
      path: p.path,
      name: p.label,
      ...(p.vendorId ? { vendorId: p.vendorId } : {}),
      ...(p.productId ? { productId: p.productId } : {}),
      ...(p.serialNumber ? { serialNumber: p.serialNumber } : {}),
      ...(p.keyboardMode ? { keyboardMode: true } : {}),
    })),
    ...(found.hidUnavailable ? { hidUnavailable: found.hidUnavailable } : {}),
  };
}
