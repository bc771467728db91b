// The PDF documents of the demo: article sheets and the organisation chart.

import type { AssetSpec } from './assets.ts';
import { renderPdf, type PdfBox, type PdfLine, type PdfText } from './pdf.ts';

const A4 = { width: 595, height: 842 };

/** An A4 article sheet: section, title and body lines. */
export function articlePdf(spec: AssetSpec): Buffer {
  const texts: PdfText[] = [
    { x: 56, y: 780, size: 11, text: `Associazione Ali Storiche · ${spec.subtitle ?? ''}` },
    { x: 56, y: 740, size: 18, bold: true, text: spec.title },
    ...(spec.lines ?? []).map((line, index) => ({ x: 56, y: 700 - index * 20, size: 12, text: line })),
    { x: 56, y: 60, size: 9, text: 'Documento dimostrativo generato dalla demo API.' },
  ];
  return renderPdf({ title: spec.title, ...A4, texts, lines: [{ x1: 56, y1: 760, x2: 539, y2: 760 }] });
}

/** A landscape A4 organisation chart: president, board and officers in boxes joined by lines. */
export function orgChartPdf(spec: AssetSpec): Buffer {
  const width = 842;
  const height = 595;
  const boxes: PdfBox[] = [];
  const texts: PdfText[] = [{ x: 40, y: 550, size: 20, bold: true, text: `${spec.title} · Associazione Ali Storiche` }];
  const lines: PdfLine[] = [];
  const node = (cx: number, y: number, role: string, name: string): void => {
    boxes.push({ x: cx - 80, y, width: 160, height: 46, fillGrey: 0.92 });
    texts.push({ x: cx - 72, y: y + 28, size: 10, bold: true, text: role });
    texts.push({ x: cx - 72, y: y + 12, size: 11, text: name });
  };
  node(421, 440, 'Presidente', 'Marco Ferrari');
  const board: [string, string][] = [
    ['Segretaria e tesoriera', 'Giulia Bianchi'],
    ['Capo tecnico', 'Alessandro Conti'],
    ['Sicurezza del volo', 'Francesca Romano'],
  ];
  const officers: [string, string][] = [
    ['Officina motori', 'Roberto Galli'],
    ['Biblioteca', 'Chiara Lombardi'],
    ['Uscite di gruppo', 'Paolo Moretti'],
    ['Comunicazione', 'Elena Ricci'],
  ];
  lines.push({ x1: 421, y1: 440, x2: 421, y2: 400 }, { x1: 181, y1: 400, x2: 661, y2: 400 });
  board.forEach(([role, name], index) => {
    const cx = 181 + index * 240;
    lines.push({ x1: cx, y1: 400, x2: cx, y2: 366 });
    node(cx, 320, role, name);
  });
  lines.push({ x1: 421, y1: 320, x2: 421, y2: 250 }, { x1: 121, y1: 250, x2: 721, y2: 250 });
  officers.forEach(([role, name], index) => {
    const cx = 121 + index * 200;
    lines.push({ x1: cx, y1: 250, x2: cx, y2: 216 });
    node(cx, 170, role, name);
  });
  texts.push({ x: 40, y: 40, size: 9, text: 'Documento dimostrativo generato dalla demo API.' });
  return renderPdf({ title: spec.title, width, height, texts, boxes, lines });
}
