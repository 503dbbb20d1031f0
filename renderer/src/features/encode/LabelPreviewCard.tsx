// Process: renderer. The label as it will print, drawn on screen before printing: description, price, SKU, the
// barcode's kind and digits, and where the EPC goes (each label's serial is issued only when the job is made).
import type { LabelPreview } from '../../../../contract/encode';

const BARCODE_NAME = { 'upc-a': 'UPC-A', 'ean-13': 'EAN-13', code128: 'Code 128' } as const;

export function LabelPreviewCard({ preview }: { preview: LabelPreview }) {
  return (
    <figure className="label-preview" data-label-preview={preview.sku}>
      <div className="label-face" role="img" aria-label={`Label preview for ${preview.sku}`}>
        <p className="label-description">{preview.description}</p>
        <p className="label-row">
          <span className="label-price">{preview.price}</span>
          <span className="label-sku">SKU {preview.sku}</span>
        </p>
        <p className="label-barcode">
          <span className="label-bars" aria-hidden="true" />
          <span className="mono">{preview.barcode.data}</span>
        </p>
        <p className="label-epc mono">{preview.gtin14 ? `EPC: GTIN ${preview.gtin14} + a new serial` : 'No EPC'}</p>
      </div>
      <figcaption className="muted">
        {BARCODE_NAME[preview.barcode.kind]} barcode; the printer writes the EPC to the label's tag and reads it back.
      </figcaption>
      {preview.problem && (
        <p className="notice warning" data-label-problem>
          {preview.problem}
        </p>
      )}
    </figure>
  );
}
