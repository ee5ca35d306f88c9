// The e-invoice's QR code, drawn as SVG in the browser from the IRP's signed QR data (rule 48(4) CGST
// Rules: the IRP signs the invoice and returns its QR code, which the printed invoice carries), with the
// `qrcode` encoder: no image service. One path of dark modules on a light square with the 4-module quiet zone
// the QR standard asks for, so scanners (and the tests) read it from the printed page.
import { useMemo } from 'react';
import QRCode from 'qrcode';

const QUIET = 4;

export function EinvoiceQr({ data, size = 132 }: { data: string; size?: number }) {
  const path = useMemo(() => {
    // Error correction M: the signed data is long (about 1 KB), and M keeps the code at a printable density.
    const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) parts.push(`M${column + QUIET} ${row + QUIET}h1v1h-1z`);
      }
    }
    return { d: parts.join(''), extent: modules.size + 2 * QUIET };
  }, [data]);
  return (
    <svg className="inv-qr" role="img" aria-label="e-Invoice QR code" width={size} height={size} viewBox={`0 0 ${path.extent} ${path.extent}`} shapeRendering="crispEdges" data-testid="einvoice-qr">
      <rect width={path.extent} height={path.extent} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
