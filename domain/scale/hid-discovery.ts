// Process: main (domain, Electron-free). The USB HID POS scales present on this PC, for Settings → Scale to offer as
// choices: the HID devices on usage page 0x8D (HID POS, where the scale usage lives: a Dymo M-series reports 0x8D
// with usage 0x20 / 0x23), listed through node-hid loaded lazily by the reader layer's loader. node-hid missing (an
// optional dependency) or unable to list is an empty list with the reason, never an error: the rest of the app
// does not need it.
import type { HidScaleChoices } from '../../contract/scale-settings';
import { type HidModule, loadNodeHid } from '../reader/sources/hid-source';

/** HID usage page of point-of-sale devices, scales among them (HID Usage Tables, "Scale Page" 0x8D). */
export const HID_POS_SCALE_PAGE = 0x8d;

type HidDescriptor = Awaited<ReturnType<HidModule['devicesAsync']>>[number];

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/** The scales among HID device descriptors: usage page 0x8D with a path to open, each path once. */
export function hidScalesOf(devices: readonly HidDescriptor[]): HidScaleChoices['scales'] {
  const seen = new Set<string>();
  const scales: HidScaleChoices['scales'] = [];
  for (const d of devices) {
    if (d.usagePage !== HID_POS_SCALE_PAGE || !d.path || seen.has(d.path)) continue;
    seen.add(d.path);
    const name = [d.manufacturer, d.product].filter(Boolean).join(' ') || 'USB scale';
    scales.push({ path: d.path, label: `${name} [${hex4(d.vendorId)}:${hex4(d.productId)}]` });
  }
  return scales;
}

export async function discoverHidScales(load: () => Promise<HidModule> = loadNodeHid): Promise<HidScaleChoices> {
  try {
    const hid = await load();
    return { scales: hidScalesOf(await hid.devicesAsync()), unavailable: null };
  } catch (err) {
    return { scales: [], unavailable: (err as Error).message };
  }
}
