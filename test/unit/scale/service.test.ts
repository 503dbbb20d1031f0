// Process: node (tests). The app's scale service on an in-memory settings store: nothing set up reads unplugged;
// the simulator (demo only) connected from saved settings, an item weighed to a stable reading every listener gets,
// the status pushed on change, tare through the protocol; the N-equal rule from settings; a HID scale without
// node-hid unplugged with the reason.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScaleStatusView } from '../../../contract/scale-settings';
import { PermanentReaderError } from '../../../domain/reader/errors';
import type { ScaleReading } from '../../../domain/scale/reading';
import { createScaleService } from '../../../domain/scale/service';
import { DEFAULT_SETTINGS, type Settings, type SettingsStore } from '../../../domain/settings/settings-store';

afterEach(() => vi.useRealTimers());

function memorySettings(): SettingsStore {
  let current: Settings = { ...DEFAULT_SETTINGS };
  return {
    get: () => current,
    recovered: () => null,
    async update(patch) {
      current = { ...current, ...patch };
      return current;
    },
  };
}

function setUp(isDemo = true) {
  const settings = memorySettings();
  const pushed: ScaleStatusView[] = [];
  const noHid = async () => {
    throw new PermanentReaderError('hid_unavailable', 'USB HID readers are unavailable on this PC: libusb missing');
  };
  const service = createScaleService({
    settings,
    onStatus: (s) => pushed.push(s),
    isDemo: () => isDemo,
    hardware: { loadHid: noHid },
  });
  return { settings, pushed, service };
}

describe('the scale service', () => {
  it('with no scale set up reads unplugged and takes no command', () => {
    const { service } = setUp();
    expect(service.status()).toEqual({ source: 'none', state: 'unplugged', grams: 0, problem: null, commands: [] });
    expect(service.command('tare')).toBe(false);
    expect(service.simulatorPut(100)).toBe(false);
  });

  it('weighs on the simulator: listeners get the stable weight, the status follows, tare works', async () => {
    vi.useFakeTimers();
    const { service, settings, pushed } = setUp();
    const readings: ScaleReading[] = [];
    service.listen((r) => readings.push(r));
    await service.updateSettings({ source: 'simulator', protocol: 'mt-sics' });
    expect(settings.get().scaleSettings).toMatchObject({ source: 'simulator', protocol: 'mt-sics' });
    expect(service.simulatorPut(742.5)).toBe(true);
    await vi.advanceTimersByTimeAsync(1500);
    expect(readings.filter((r) => r.state === 'stable').map((r) => r.grams)).toContain(742.5);
    expect(service.status()).toMatchObject({ source: 'simulator', state: 'stable', grams: 742.5 });
    expect(service.status().commands).toEqual(['weigh', 'tare', 'zero']);
    // Pushed on change only: 15 readings, far fewer pushes once the weight holds still.
    expect(pushed.at(-1)).toMatchObject({ state: 'stable', grams: 742.5 });
    const pushesWhileStill = pushed.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(pushed.length).toBe(pushesWhileStill);
    expect(service.command('tare')).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(service.status()).toMatchObject({ state: 'zero', grams: 0 });
    await service.disconnect();
    expect(service.status().state).toBe('unplugged');
  });

  it('judges stability by N equal readings when set so', async () => {
    vi.useFakeTimers();
    const { service } = setUp();
    const states: string[] = [];
    service.listen((r) => states.push(r.state));
    await service.updateSettings({ source: 'simulator', protocol: 'cas', stableBy: 'equal', equalReadings: 5 });
    service.simulatorPut(300);
    await vi.advanceTimersByTimeAsync(2000);
    await service.disconnect();
    // The simulator flags the weight stable once settled (about the 6th reading); 5 equal ones take 4 more.
    const firstStable = states.indexOf('stable');
    expect(firstStable).toBeGreaterThanOrEqual(9);
  });

  it('refuses the simulator off the demo service, before saving it', async () => {
    const { service, settings } = setUp(false);
    await expect(service.updateSettings({ source: 'simulator' })).rejects.toMatchObject({ code: 'demo_only' });
    expect(settings.get().scaleSettings).toBeUndefined();
  });

  it('a HID scale without node-hid reads unplugged and says why', async () => {
    const { service, pushed } = setUp();
    await service.updateSettings({ source: 'hid', port: '/dev/hidraw2' });
    await vi.waitFor(() => expect(service.status().problem).toMatch(/libusb missing/));
    expect(service.status()).toMatchObject({ source: 'hid', state: 'unplugged' });
    expect(pushed.at(-1)?.problem).toMatch(/libusb missing/);
    await service.disconnect();
  });
});
