// Issue 30, item 2: after a successful EBA upload a second one is refused on the server (one order per
// institution and cycle). This submits Demo University's order for good, so the suite runs this file last
// (tests/security/sequencer.ts).
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Client } from './support';

let librarian: Client;
beforeAll(async () => {
  librarian = await signIn('librarian');
});

const SIGNED = 'mutation { ebaSignedUrl(siteCode: "demouniv") }';
const TRIGGER = 'mutation { ebaTriggerUpload(siteCode: "demouniv", accountType: "institution") { status } }';

async function markedSelection(): Promise<Buffer> {
  const { getEBADownloadLink } = await librarian.data<{ getEBADownloadLink: string }>('{ getEBADownloadLink(siteCode: "demouniv") }');
  const response = await librarian.fetch(getEBADownloadLink);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  workbook.worksheets[0]!.getCell(5, 1).value = 'y';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(file: Buffer): Promise<number> {
  const { ebaSignedUrl } = await librarian.data<{ ebaSignedUrl: string }>(SIGNED);
  return uploadTo(ebaSignedUrl, file);
}

async function uploadTo(signedUrl: string, file: Buffer): Promise<number> {
  const url = new URL(signedUrl, 'http://gateway.invalid');
  const form = new FormData();
  for (const [name, value] of url.searchParams) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(file)]), 'selection.xlsx');
  const response = await librarian.fetch(url.pathname, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

async function finalStatus(): Promise<string> {
  let status = 'running';
  for (let attempt = 0; attempt < 100 && (status === 'running' || status === 'uploaded'); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    ({ status } = (
      await librarian.data<{ ebaUploadStatus: { status: string } }>('{ ebaUploadStatus(siteCode: "demouniv") { status } }')
    ).ebaUploadStatus);
  }
  return status;
}

describe('item 2: one EBA order per institution and cycle', () => {
  it('a second upload after a successful one is refused on the server; the institution stays submitted', async () => {
    const file = await markedSelection();
    // A signed URL taken before the order, used after it.
    const { ebaSignedUrl: early } = await librarian.data<{ ebaSignedUrl: string }>(SIGNED);
    expect(await upload(file)).toBe(204);
    expect((await librarian.gql(TRIGGER)).body.errors).toBeUndefined();
    expect(await finalStatus()).toBe('success');

    const again = await librarian.gql(SIGNED);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('EBA_ORDER_SUBMITTED');
    expect(await uploadTo(early, file)).toBe(204);
    const trigger = await librarian.gql(TRIGGER);
    expect(trigger.body.errors?.[0]?.extensions?.code).toBe('EBA_ORDER_SUBMITTED');
    const { ebaParticipantStatus } = await librarian.data<{ ebaParticipantStatus: Array<{ hasSuccessfulUpload: boolean }> }>(
      '{ ebaParticipantStatus(siteCodes: ["demouniv"]) { hasSuccessfulUpload } }',
    );
    expect(ebaParticipantStatus[0]!.hasSuccessfulUpload).toBe(true);
  });
});
