// Process: renderer. The scale slice's shape: the settings (kept by main per PC), the status (pushed by main when
// the state or weight changes), and the actions of Settings -> Scale.
import type {
  HidScaleChoices,
  ScaleCommandName,
  ScaleSettings,
  ScaleSettingsPatch,
  ScaleStatusView,
} from '../../../contract';
import type { AppError } from '../../../contract/result';

export interface ScaleSlice {
  scaleSettings: ScaleSettings | null;
  scaleStatus: ScaleStatusView | null;
  scaleBusy: boolean;
  scaleError: AppError | null;
  /** Subscribes to `scale.status` and reads the settings and status once; returns the unsubscribe. */
  watchScale(): () => void;
  saveScaleSettings(patch: ScaleSettingsPatch): Promise<boolean>;
  /** false when the scale has no such command. */
  scaleCommand(command: ScaleCommandName): Promise<boolean>;
  /** An item on the simulated scale's pan. */
  putOnSimulatedScale(grams: number): Promise<boolean>;
  /** The USB HID scales present (Settings → Scale's choices for the HID source); null until asked. */
  hidScales: HidScaleChoices | null;
  loadHidScales(): Promise<void>;
}
