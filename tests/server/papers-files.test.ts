import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPER_MESSAGES } from '../../src/api/papers';
import { FILE_STORE_KINDS, openFileStore, type TestFileStore } from './file-stores';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, executableBytes, loginAll, pdfBytes, pngBytes, snapshotPapers, upload } from './papers-fixtures';

const LIMIT = 64 * 1024;

describe.each(FILE_STORE_KINDS)('files (%s store)', (kind) => {
  let server: TestServer;
  let files: TestFileStore;
  let cookies: Awaited<ReturnType<typeof loginAll>>;
  let paper: string;

  const storedFiles = () => files.names();

  beforeAll(async () => {
    files = await openFileStore(kind);
    server = await createTestServer({}, { maxUploadBytes: LIMIT, maxFilesPerUpload: 3 }, { fileStore: files.store });
    cookies = await loginAll(server);
    paper = await createPaper(server, cookies.admin, { name: 'Paper with files' });
  });
  afterAll(async () => {
    await server.close();
    await files.close();
  });

  describe('files', () => {
    it('uploads a PDF and a PNG to a paper, recognised by content, with checksums', async () => {
      const pdf = pdfBytes();
      // The name and the claimed type lie; the content decides.
      const res = await upload(server, `/papers/${paper}/files`, cookies.admin, [
        { name: 'figure.bin', bytes: pngBytes(), type: 'application/pdf' },
        { name: 'Trial report ü.pdf', bytes: pdf },
      ]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('2 files uploaded');
      expect(res.body.files.map((f: { mime_type: string }) => f.mime_type)).toEqual(['image/png', 'application/pdf']);
      const pdfRow = res.body.files[1];
      expect(pdfRow).toMatchObject({ name: 'Trial report ü.pdf', size: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex') });

      const download = await server.app.request(`http://localhost/api/files/download/${pdfRow.uuid}`, { headers: { Cookie: cookies.extractor } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Trial report _.pdf"; filename*=UTF-8''Trial%20report%20%C3%BC.pdf`);
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

      const detail = await server.request('GET', `/papers/${paper}`, { cookie: cookies.extractor, query: { includeFileData: 'true' } });
      expect(detail.body.fileData.map((f: { type: string }) => f.type)).toEqual(['image/png', 'application/pdf']);
      expect(Buffer.from(detail.body.fileData[1].data, 'base64').equals(pdf)).toBe(true);
      expect(detail.body.fileData[1].url).toBe(`/api/files/download/${pdfRow.uuid}`);
    });

    it('refuses an executable renamed to .pdf and keeps nothing of it', async () => {
      const beforeDb = await snapshotPapers(server.db);
      const beforeDisk = await storedFiles();
      const res = await upload(server, `/papers/${paper}/files`, cookies.admin, [{ name: 'report.pdf', bytes: executableBytes(), type: 'application/pdf' }]);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(`report.pdf: ${PAPER_MESSAGES.unsupportedFile}`);
      expect(await snapshotPapers(server.db)).toBe(beforeDb);
      expect(await storedFiles()).toEqual(beforeDisk);
    });

    it('refuses an oversized upload with 413 without filling the disk, also after a good file', async () => {
      const beforeDb = await snapshotPapers(server.db);
      const beforeDisk = await storedFiles();
      const big = Buffer.concat([pngBytes(), Buffer.alloc(LIMIT * 4, 1)]);
      const res = await upload(server, `/papers/${paper}/files`, cookies.admin, [
        { name: 'ok.png', bytes: pngBytes() },
        { name: 'huge.png', bytes: big },
      ]);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('huge.png is larger than the upload limit of 64 KB');
      expect(await snapshotPapers(server.db)).toBe(beforeDb);
      expect(await storedFiles()).toEqual(beforeDisk);
    });

    it('refuses a body declared larger than any allowed upload before reading it', async () => {
      const res = await server.app.request(`http://localhost/api/papers/${paper}/files`, {
        method: 'POST',
        headers: { Cookie: cookies.admin, 'X-Requested-With': 'sourcebench', 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(1024 * 1024 * 1024) },
        body: '--x--',
      });
      expect(res.status).toBe(413);
    });

    it('refuses too many files, a non-multipart body and an empty upload', async () => {
      const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, bytes: pngBytes() }));
      expect((await upload(server, `/papers/${paper}/files`, cookies.admin, four)).status).toBe(413);
      expect((await server.request('POST', `/papers/${paper}/files`, { cookie: cookies.admin, body: { files: [] } })).status).toBe(415);
      expect((await upload(server, `/papers/${paper}/files`, cookies.admin, [])).body.message).toBe(PAPER_MESSAGES.fileRequired);
    });

    it('uploads through POST /files with paperUUID, and removes files through removeFileUUIDs', async () => {
      const other = await createPaper(server, cookies.admin, { name: 'Second paper' });
      const res = await upload(server, '/files', cookies.admin, [{ name: 'a.png', bytes: pngBytes() }], [['paperUUID', other]]);
      expect(res.status).toBe(200);
      const fileUuid = res.body.files[0].uuid;
      const missing = await upload(server, '/files', cookies.admin, [{ name: 'a.png', bytes: pngBytes() }]);
      expect(missing.status).toBe(400);
      const removed = await upload(server, `/papers/${other}/files`, cookies.admin, [{ name: 'b.png', bytes: pngBytes() }], [['removeFileUUIDs[0]', fileUuid]]);
      expect(removed.body.message).toBe('1 file uploaded, 1 removed');
      const detail = await server.request('GET', `/papers/${other}`, { cookie: cookies.admin });
      expect(detail.body.files.map((f: { name: string }) => f.name)).toEqual(['b.png']);
    });

    it('lists, moves, deletes and restores files', async () => {
      const other = await createPaper(server, cookies.admin, { name: 'Target paper' });
      const res = await upload(server, `/papers/${paper}/files`, cookies.admin, [{ name: 'movable.png', bytes: pngBytes() }]);
      const uuid = res.body.files[0].uuid;
      const list = await server.request('GET', '/files', { cookie: cookies.admin, query: { filter: 'movable', itemsPerPage: '10' } });
      expect(list.body.files.meta.total).toBe(1);
      expect(list.body.files.data[0]).toMatchObject({ uuid, paper: { uuid: paper, name: 'Paper with files' } });
      expect((await server.request('PUT', `/files/${uuid}/paper`, { cookie: cookies.admin, body: { paperUUID: other } })).status).toBe(200);
      expect((await server.request('GET', '/files', { cookie: cookies.admin, query: { filter: 'movable' } })).body.files.data[0].paper.uuid).toBe(other);
      expect((await server.request('DELETE', `/files/${uuid}`, { cookie: cookies.admin })).body.message).toBe('File movable.png deleted');
      expect((await server.request('GET', '/files', { cookie: cookies.admin, query: { filter: 'movable' } })).body.files.meta.total).toBe(0);
      expect((await server.request('GET', '/files', { cookie: cookies.admin, query: { filter: 'movable', deletedOnly: 'true' } })).body.files.meta.total).toBe(1);
      const gone = await server.app.request(`http://localhost/api/files/download/${uuid}`, { headers: { Cookie: cookies.extractor } });
      expect(gone.status).toBe(404);
      expect((await gone.json()).message).toBe(PAPER_MESSAGES.fileNotFound);
      expect((await server.request('PUT', `/files/${uuid}/restore`, { cookie: cookies.admin })).body.message).toBe('File movable.png restored');
      expect((await server.request('PUT', `/files/${uuid}/restore`, { cookie: cookies.admin })).status).toBe(409);
    });

    it('lets only upload_file upload and delete_file delete', async () => {
      expect((await upload(server, `/papers/${paper}/files`, cookies.extractor, [{ name: 'x.png', bytes: pngBytes() }])).status).toBe(403);
      expect((await server.request('GET', '/files', { cookie: cookies.extractor })).status).toBe(403);
      expect((await server.request('DELETE', '/files/00000000-0000-4000-8000-000000000000', { cookie: cookies.qc })).status).toBe(403);
    });
  });
});
