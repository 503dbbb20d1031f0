// Process: test (node). The app's locate on a serial TSL reader (company prefix of 7 digits), with no events
// listened to: each preset it applies is noted in `applied`, as the reader would be told.
import { createAppLocate } from '../../../hosts/app/locate/app-locate';

export function serialTslLocate() {
  const applied: unknown[][] = [];
  const locate = createAppLocate({
    events: { emit: () => undefined },
    protocol: () => 'tsl',
    simulatorOn: () => false,
    serialReader: () => true,
    presets: () => ({ applyPreset: async (...a: unknown[]) => applied.push(a) }),
    companyPrefixLength: () => 7,
  });
  return { locate, applied };
}
