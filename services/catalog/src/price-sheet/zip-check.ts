import JSZip from 'jszip';
import { badRequest, HttpError } from '@shop/shared';
import { MAX_UNZIPPED_BYTES, MAX_ZIP_ENTRIES, SHEET_MESSAGES as M } from './schema';

const notXlsx = () => new HttpError(415, M.notXlsx);

/**
 * Refuses a file that is not an XLSX or unpacks to too much, before exceljs inflates it into memory. The
 * entries are inflated as a stream and counted, not trusted by their declared sizes (a bomb may lie there).
 */
export async function checkXlsxZip(file: Buffer): Promise<void> {
  if (!file.length) throw badRequest(M.empty);
  const zip = await JSZip.loadAsync(file).catch(() => {
    throw notXlsx();
  });
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  if (entries.length > MAX_ZIP_ENTRIES) throw badRequest(M.zipBomb);
  if (!zip.file('[Content_Types].xml') || !zip.file('xl/workbook.xml')) throw notXlsx();
  let budget = MAX_UNZIPPED_BYTES;
  for (const entry of entries) {
    budget -= await inflatedSize(entry, budget).catch(() => {
      throw notXlsx();
    });
    if (budget < 0) throw badRequest(M.zipBomb);
  }
}

/** Bytes the entry inflates to, stopping once it passes the budget. */
function inflatedSize(entry: JSZip.JSZipObject, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const stream = entry.nodeStream('nodebuffer');
    stream
      .on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > budget) {
          stream.pause();
          resolve(size);
        }
      })
      .on('error', reject)
      .on('end', () => resolve(size));
  });
}
