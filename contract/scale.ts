// Process: shared by main and renderer (types only outside main). The scale over IPC: its settings (Settings ->
// Scale), its status (also pushed as `scale.status` when its state or weight changes), tare/zero/weigh, and an item
// put on the simulated scale's pan, the USB HID scales present. Shapes in scale-settings.ts.
import { z } from 'zod';
import { NoArgs, request } from './request';
import {
  type HidScaleChoices,
  SCALE_COMMANDS,
  type ScaleSettings,
  ScaleSettingsPatch,
  type ScaleStatusView,
} from './scale-settings';

export const ScaleCommandArgs = z.object({ command: z.enum(SCALE_COMMANDS) }).strict();
/** Grams on the simulated pan: 0 empties it; 100 kg is beyond any bar scale. */
export const ScaleSimulatorPutArgs = z.object({ grams: z.number().finite().min(0).max(100_000) }).strict();

export interface ScaleEventMap {
  'scale.status': ScaleStatusView;
}

export const scaleRequests = {
  'scale.getSettings': request<ScaleSettings>()(NoArgs),
  'scale.setSettings': request<ScaleSettings>()(ScaleSettingsPatch),
  'scale.status': request<ScaleStatusView>()(NoArgs),
  /** false: the scale has no such command (A&D and CAS answer none; HID scales take none), or none is connected. */
  'scale.command': request<boolean>()(ScaleCommandArgs),
  'scale.simulatorPut': request<boolean>()(ScaleSimulatorPutArgs),
  /** The USB HID POS scales present, for Settings → Scale's HID source. */
  'scale.hidScales': request<HidScaleChoices>()(NoArgs),
} as const;
