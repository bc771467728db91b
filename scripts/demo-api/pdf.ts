// A minimal PDF 1.4 writer: one page, the standard Helvetica fonts, text, boxes and lines.
// Enough for real documents that open in any viewer, with byte-identical output for the same input.

/** A line of text; (x, y) is the baseline start in points from the bottom-left corner. */
export interface PdfText {
  x: number;
  y: number;
  size: number;
  text: string;
  bold?: boolean;
}

/** A rectangle, stroked, optionally filled with a grey level (0 black to 1 white). */
export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
  fillGrey?: number;
}

/** A straight stroked line. */
export interface PdfLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** One page and its metadata. */
export interface PdfDocument {
  title: string;
  width: number;
  height: number;
  texts: readonly PdfText[];
  boxes?: readonly PdfBox[];
  lines?: readonly PdfLine[];
}

// WinAnsiEncoding codes of the characters outside Latin-1 that Italian text uses.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
};

/** A PDF string literal in WinAnsiEncoding, with every non-ASCII byte as an octal escape. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0) ?? 63;
    const byte = code > 0xff ? 63 : code; // '?' for what the encoding lacks
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

const num = (value: number): string => String(Math.round(value * 100) / 100);

/** Serialises a one-page document to PDF bytes. */
export function renderPdf(document: PdfDocument): Buffer {
  const ops: string[] = ['0.2 w'];
  for (const box of document.boxes ?? []) {
    const rect = `${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)} re`;
    ops.push(box.fillGrey === undefined ? `${rect} S` : `${num(box.fillGrey)} g ${rect} B 0 g`);
  }
  for (const line of document.lines ?? [])
    ops.push(`${num(line.x1)} ${num(line.y1)} m ${num(line.x2)} ${num(line.y2)} l S`);
  for (const text of document.texts) {
    ops.push(
      `BT /${text.bold ? 'F2' : 'F1'} ${num(text.size)} Tf ${num(text.x)} ${num(text.y)} Td ${pdfString(text.text)} Tj ET`,
    );
  }
  const stream = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(document.width)} ${num(document.height)}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(document.title)} /Producer (Ali Storiche demo API) >>`,
  ];

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
