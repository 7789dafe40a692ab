import type { NextRequest } from 'next/server';
import { readBody } from '@/lib/api/with-api';
import { MAX_FILE_BYTES } from './domain/read-csv';
import { uploadRefused } from './upload-refused';

/** The multipart framing around a 1 MB file: boundaries and part headers, with room to spare. */
const FORM_OVERHEAD_BYTES = 16_384;

/**
 * The CSV file of a preview's multipart body (field `file`). A body over the file limit is
 * refused as the upload failure the catalogue names (413 upload_refused with the file name, read
 * from the part header the kept head of the body holds), never as a bare 413.
 */
export async function readUploadFile(req: NextRequest) {
  const body = await readBody(req, MAX_FILE_BYTES + FORM_OVERHEAD_BYTES, (head) => tooLarge(fileNameIn(head)));
  const form = await new Request('http://upload.invalid', {
    method: 'POST',
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
    body: new Uint8Array(body),
  })
    .formData()
    .catch(() => {
      throw uploadRefused('validation', '', [{ key: 'upload_file_missing' }]);
    });
  const file = form.get('file');
  if (!(file instanceof File)) throw uploadRefused('validation', '', [{ key: 'upload_file_missing' }]);
  if (file.size > MAX_FILE_BYTES) throw tooLarge(file.name);
  if (!/\.(csv|txt)$/i.test(file.name)) throw uploadRefused('validation', file.name, [{ key: 'upload_not_csv' }]);
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

function tooLarge(fileName: string) {
  return uploadRefused('too_large', fileName, [{ key: 'upload_too_large', data: { maxBytes: MAX_FILE_BYTES } }]);
}

function fileNameIn(head: Buffer) {
  return /filename="([^"\r\n]*)"/.exec(head.subarray(0, 4096).toString('utf8'))?.[1] ?? '';
}
