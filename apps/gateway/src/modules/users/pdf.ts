import { PDFDocument, PDFName, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { EmailPreview } from './email-previews.ts';

const PAGE = { width: 612, height: 792, margin: 56 };

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || line === '') line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The email previews as a PDF of real text (Helvetica, selectable and searchable), one page per email, with
 * its title and language set so readers announce it. pdf-lib writes no structure tree, so the file is not
 * tagged (docs/decisions.md).
 */
export async function emailPreviewsPdf(title: string, previews: readonly EmailPreview[], now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setLanguage('en-US');
  doc.setSubject('Previews of the emails paired users receive');
  doc.setCreator('Admin console gateway');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;

  for (const preview of previews) {
    const page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    const write = (text: string, font: PDFFont, size: number, gapAfter: number, color = rgb(0.1, 0.1, 0.1)) => {
      for (const line of wrap(text, font, size, width)) {
        y -= size * 1.3;
        page.drawText(line, { x: PAGE.margin, y, size, font, color });
      }
      y -= gapAfter;
    };
    write(preview.heading, bold, 18, 12);
    write(`Subject: ${preview.subject}`, bold, 12, 14);
    for (const paragraph of preview.paragraphs) write(paragraph, regular, 11, 8);
  }
  // Marked content is not written by pdf-lib; MarkInfo stays false rather than claiming tags that are absent.
  doc.catalog.set(PDFName.of('MarkInfo'), doc.context.obj({ Marked: false }));
  return doc.save();
}
