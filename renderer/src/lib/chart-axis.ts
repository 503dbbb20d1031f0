// Process: renderer (pure TS). The variance chart's value axis: it always holds zero (bars grow from it) and its
// ticks are round steps (1, 2, 2.5 or 5 times a power of ten), so each reads differently at a glance; recharts'
// own ticks on a domain ending at a data value came out as "−$704.8" or as five ticks of "−$1K".

const STEPS = [1, 2, 2.5, 5, 10];

/** The smallest round step at least `raw`. */
function roundStep(raw: number): number {
  const mag = 10 ** Math.floor(Math.log10(raw));
  return (STEPS.find((s) => s * mag >= raw - 1e-9) ?? 10) * mag;
}

/** Domain and ticks for values from `min` to `max`, with zero inside and about `count` intervals. */
export function valueAxis(min: number, max: number, count = 4): { domain: [number, number]; ticks: number[] } {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  if (hi - lo === 0) return { domain: [-1, 1], ticks: [-1, 0, 1] };
  const step = roundStep((hi - lo) / count);
  const from = Math.floor(lo / step + 1e-9) * step;
  const to = Math.ceil(hi / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let i = 0, v = from; v <= to + step / 2; i++, v = from + i * step) ticks.push(Math.round(v * 100) / 100 || 0);
  return { domain: [ticks[0]!, ticks[ticks.length - 1]!], ticks };
}
