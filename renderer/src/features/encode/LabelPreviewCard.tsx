// Process: renderer. The label as it will print, drawn on screen before printing: description, price, SKU, the
// barcode's kind and digits, and where the EPC goes: which GTIN it carries, the item's RFID GTIN or its barcode's
// (each label's serial is issued only when the job is made), in the store's template: its size and only the fields
// it carries.
import { DEFAULT_LABEL_LAYOUT, type LabelPreview } from '../../../../contract/encode';
import { gtinText } from '../../lib/item-gtins';
import { useApp } from '../../store/context';

const BARCODE_NAME = { 'upc-a': 'UPC-A', 'ean-13': 'EAN-13', code128: 'Code 128' } as const;

export function LabelPreviewCard({ preview }: { preview: LabelPreview }) {
  const layout = useApp((s) => s.encodeSettings?.layout ?? DEFAULT_LABEL_LAYOUT);
  return (
    <figure className="label-preview" data-label-preview={preview.sku} data-label-size={layout.size}>
      <div className={`label-face size-${layout.size}`} role="img" aria-label={`Label preview for ${preview.sku}`}>
        <p className="label-description">{preview.description}</p>
        {(layout.price || layout.sku) && (
          <p className="label-row">
            {layout.price && <span className="label-price">{preview.price}</span>}
            {layout.sku && <span className="label-sku">SKU {preview.sku}</span>}
          </p>
        )}
        {layout.barcode && (
          <p className="label-barcode">
            <span className="label-bars" aria-hidden="true" />
            <span className="mono">{preview.barcode.data}</span>
          </p>
        )}
        {layout.epcText && (
          <p className="label-epc mono">
            {preview.gtin14
              ? `EPC: ${gtinText({ gtin14: preview.gtin14, source: preview.gtinSource ?? undefined })} + a new serial`
              : 'No EPC'}
          </p>
        )}
      </div>
      <figcaption className="muted">
        {layout.barcode ? `${BARCODE_NAME[preview.barcode.kind]} barcode. ` : ''}The printer writes the EPC to the
        label's tag and reads it back.
      </figcaption>
      {preview.problem && (
        <p className="notice warning" data-label-problem>
          {preview.problem}
        </p>
      )}
    </figure>
  );
}
