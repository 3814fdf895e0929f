import type { TableCalibration } from '../../src/editor/core/model/tableTypes';
import type { DigitizerFile } from '../../src/editor/pages/pageSource';
import { drawTrialReportFirstPage } from '../../src/server/db/demoTrialReport';

/** Page 1 of the demo two-page paper: a title, a paragraph and Table 1, drawn as the server draws it. */
export async function demoTablePage(): Promise<DigitizerFile> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  drawTrialReportFirstPage(doc.addPage([595, 842]), font);
  return { id: 'demo-paper-page-1', name: 'demo-paper.pdf', type: 'application/pdf', data: await doc.save() };
}

/**
 * Table 1's data cells without headers, in image pixels (3 per PDF point, y down): 4 rows of 60
 * and 2 columns of 390, from x 690 to 1470 and y 546 to 786.
 */
export const DEMO_TABLE_AREA: TableCalibration['area'] = [
  { x: 690, y: 546 },
  { x: 1470, y: 786 },
];
