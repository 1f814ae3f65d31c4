import type { HoldingsTab } from '@console/graphql/resolvers';
import { neutraliseCell } from '@console/rules/spreadsheet';
import ExcelJS from 'exceljs';

export interface HoldingsWorkbookInput {
  institutionName: string;
  siteCode: string;
  day: string;
  tab: HoldingsTab;
}

/** Labels of the first column: tests and readers find the rows by them. */
export const HOLDINGS_SHEET_LABELS = {
  institution: 'Institution',
  siteCode: 'Site code',
  date: 'Date',
  titles: 'Titles',
  items: 'Items',
  collections: 'Collections',
} as const;

/** The XLSX summary of one holdings tab: the tab's counts, then each section's collections with theirs. */
export async function holdingsWorkbook({ institutionName, siteCode, day, tab }: HoldingsWorkbookInput): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(`${day}T00:00:00Z`);
  const sheet = workbook.addWorksheet(tab.title);
  sheet.columns = [{ width: 48 }, { width: 14 }, { width: 14 }];
  sheet.addRow([`${tab.title} holdings`]).font = { bold: true, size: 14 };
  sheet.addRow([HOLDINGS_SHEET_LABELS.institution, neutraliseCell(institutionName)]);
  sheet.addRow([HOLDINGS_SHEET_LABELS.siteCode, siteCode]);
  sheet.addRow([HOLDINGS_SHEET_LABELS.date, day]);
  sheet.addRow([HOLDINGS_SHEET_LABELS.titles, tab.titleCount]);
  sheet.addRow([HOLDINGS_SHEET_LABELS.items, tab.corpusCount]);
  sheet.addRow([HOLDINGS_SHEET_LABELS.collections, tab.collectionCount]);
  if (tab.booksNotes) {
    const notes = tab.booksNotes;
    sheet.addRow([]);
    sheet.addRow(['Savings']).font = { bold: true };
    sheet.addRow(['Yearly list price (USD)', notes.annualBooksListPrice]);
    sheet.addRow(['Yearly spend (USD)', notes.annualBooksSpend]);
    sheet.addRow(['Total savings (USD)', notes.totalBooksSavings]);
    sheet.addRow(['Savings (%)', Math.round(notes.annualBooksExpenditureSavings * 1000) / 10]);
    sheet.addRow(['Tier savings (%)', Math.round(notes.booksTierSavings * 1000) / 10]);
  }
  for (const section of tab.sections) {
    sheet.addRow([]);
    sheet.addRow([section.title]).font = { bold: true };
    sheet.addRow(['Collection', 'Titles', 'Items']).font = { bold: true };
    if (section.collections.length === 0) sheet.addRow(['None', section.titleCount, section.corpusCount]);
    for (const collection of section.collections)
      sheet.addRow([neutraliseCell(collection.title), collection.titleCount, collection.corpusCount]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
