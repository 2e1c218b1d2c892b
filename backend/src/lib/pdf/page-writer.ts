import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * What the shop's PDFs (invoice, receipt, packing slip) share: letter paper, margins and inks, the
 * standard fonts' character set, line wrapping, and a writer that goes down the page from the top.
 */

/** Letter paper, in points. */
export const PAGE = { width: 612, height: 792 } as const;
export const MARGIN = 56;
export const INK = rgb(0.09, 0.11, 0.16);
export const MUTED = rgb(0.4, 0.44, 0.5);
export const RULE = rgb(0.85, 0.87, 0.9);

/**
 * The standard fonts write only WinAnsi characters; anything else a client typed (a title in
 * Greek, an emoji) becomes "?" rather than failing the whole document.
 */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => (known.has(char.codePointAt(0) ?? -1) ? char : '?'))
    .join('');
}

/** `text` broken into lines no wider than `width`, at spaces (a longer word is cut). */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of printable(font, paragraph).split(/\s+/).filter(Boolean)) {
      let piece = word;
      while (font.widthOfTextAtSize(piece, size) > width) {
        let cut = piece.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(piece.slice(0, cut), size) > width) cut--;
        if (line) lines.push(line);
        lines.push(piece.slice(0, cut));
        line = '';
        piece = piece.slice(cut);
      }
      const candidate = line ? `${line} ${piece}` : piece;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = piece;
      } else line = candidate;
    }
    if (line) lines.push(line);
  }
  return lines;
}

type Ink = typeof INK;

/** Writes down the page from the top, starting a new page when one is full. */
export class PageWriter {
  #doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  page: PDFPage;
  y = PAGE.height - MARGIN;
  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.#doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.#doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** Wrapped text; `maxLines` caps a text that could run long (a client's title). */
  text(
    text: string,
    {
      size = 10,
      bold = false,
      color = INK,
      x = MARGIN,
      width = PAGE.width - 2 * MARGIN,
      maxLines = Infinity,
    }: { size?: number; bold?: boolean; color?: Ink; x?: number; width?: number; maxLines?: number } = {},
  ) {
    const font = bold ? this.bold : this.regular;
    for (const line of wrap(font, size, text, width).slice(0, maxLines)) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x, y: this.y, size, font, color });
    }
  }

  /** A label on the left (wrapped, up to `maxLabelLines`) and a value against the right margin. */
  row(
    label: string,
    value: string,
    {
      bold = false,
      size = 10,
      color = INK,
      maxLabelLines = Infinity,
    }: { bold?: boolean; size?: number; color?: Ink; maxLabelLines?: number } = {},
  ) {
    const font = bold ? this.bold : this.regular;
    const text = printable(font, value);
    const valueWidth = font.widthOfTextAtSize(text, size);
    const right = PAGE.width - MARGIN;
    const labelLines = wrap(font, size, label, right - MARGIN - valueWidth - 24).slice(0, maxLabelLines);
    this.room(size * 1.5 * labelLines.length);
    this.y -= size * 1.5;
    this.page.drawText(text, { x: right - valueWidth, y: this.y, size, font, color });
    labelLines.forEach((line, index) => {
      if (index > 0) this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: INK });
    });
  }

  rule(gap = 10) {
    this.room(gap * 2);
    this.y -= gap;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
  }

  space(points: number) {
    this.y -= points;
  }
}
