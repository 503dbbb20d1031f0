// Process: renderer. A transfer's document number as a Code 128 barcode, drawn by jsbarcode into an SVG element
// (a well-kept encoder rather than our own tables; it sets only SVG attributes, so the strict CSP holds: no inline
// style, no script). Black on white with quiet zones, so a handheld scanner reads it off the printed page.
import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

export function TransferBarcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, value, {
      format: 'CODE128',
      width: 2,
      height: 60,
      // Code 128 wants a quiet zone of ten modules either side (width 2: 20 px).
      margin: 20,
      displayValue: true,
      background: '#ffffff',
      lineColor: '#000000',
    });
  }, [value]);
  return <svg ref={svg} role="img" aria-label={`Barcode ${value}`} data-transfer-barcode={value} />;
}
