// Process: renderer. The store's label template: the label size and which fields it carries (the description and
// the EPC written to the tag always). Kept per store by main; each change is saved at once and the preview beside
// it redraws from the saved template, so what is shown is what prints.
import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { DEFAULT_LABEL_LAYOUT, LABEL_SIZES, type LabelLayout } from '../../../../contract/encode';
import { useApp } from '../../store/context';
import { selectPrinterSetup } from '../../store/selectors/encode';

const FIELDS: { key: Exclude<keyof LabelLayout, 'size'>; label: string }[] = [
  { key: 'price', label: 'Price' },
  { key: 'sku', label: 'SKU' },
  { key: 'barcode', label: 'Barcode' },
  { key: 'epcText', label: 'EPC in words' },
];

const SIZE_NAME: Record<LabelLayout['size'], string> = {
  '2x1': '2 × 1 in',
  '3x1': '3 × 1 in',
  '4x2': '4 × 2 in',
};

export function LabelLayoutForm() {
  const { settings, save, busy } = useApp(useShallow(selectPrinterSetup));
  // The change shows at once; main's saved layout replaces it when it arrives (new settings), or the old one shows
  // again if it is refused.
  const [pending, setPending] = useState<{ over: typeof settings; layout: LabelLayout } | null>(null);
  const layout = (pending?.over === settings ? pending?.layout : null) ?? settings?.layout ?? DEFAULT_LABEL_LAYOUT;
  const change = (patch: Partial<LabelLayout>) => {
    setPending({ over: settings, layout: { ...layout, ...patch } });
    void save({ layout: patch }).then((saved) => {
      if (!saved) setPending(null);
    });
  };
  const id = useId();
  return (
    <fieldset className="label-layout" disabled={busy || !settings}>
      <legend>This store's label</legend>
      <label htmlFor={`${id}-size`}>Size</label>
      <select
        id={`${id}-size`}
        value={layout.size}
        onChange={(e) => change({ size: e.target.value as LabelLayout['size'] })}
      >
        {LABEL_SIZES.map((s) => (
          <option key={s} value={s}>
            {SIZE_NAME[s]}
          </option>
        ))}
      </select>
      {FIELDS.map((f) => (
        <label key={f.key} className="check">
          <input type="checkbox" checked={layout[f.key]} onChange={(e) => change({ [f.key]: e.target.checked })} />
          {f.label}
        </label>
      ))}
    </fieldset>
  );
}
