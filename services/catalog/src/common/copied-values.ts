import type { Pool } from '@shop/shared';
import { to as copyTo } from 'pg-copy-streams';

/** The binary COPY header: signature (11 bytes), flags (4) and the header extension's length (4), then tuples. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const FIRST_TUPLE = 19;
/** A tuple starts with its number of columns; -1 there ends the data. */
const END = -1;

/**
 * The values `select` yields, one column a row, as PostgreSQL's bytes: a text's UTF-8 as it is. node-postgres reads
 * every value of a result as a string (pg-protocol), so a megabyte of Cyrillic JSON was decoded and encoded again,
 * 4.7 ms of the catalog's CPU a brand's price list (a profile of 900 lists made anew at 100,000 products); a binary
 * COPY hands the bytes over as they came. No parameters: COPY takes none. A null is an empty value.
 */
export async function copiedValues(pool: Pool, select: string): Promise<Buffer[]> {
  const client = await pool.connect();
  const chunks: Buffer[] = [];
  try {
    // Not node:stream/consumers' buffer(): it gathers the chunks in a Blob, 1.7 ms of a 1 MB list's 13 ms.
    for await (const chunk of client.query(copyTo(`COPY (${select}) TO STDOUT (FORMAT binary)`))) chunks.push(chunk);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  client.release();
  return valuesOf(Buffer.concat(chunks));
}

function valuesOf(copied: Buffer): Buffer[] {
  if (!copied.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('COPY sent no binary header');
  const values: Buffer[] = [];
  let at = FIRST_TUPLE;
  for (let columns = copied.readInt16BE(at); columns !== END; columns = copied.readInt16BE(at)) {
    if (columns !== 1) throw new Error(`COPY sent ${columns} columns, not one`);
    const length = copied.readInt32BE(at + 2);
    at += 6;
    values.push(copied.subarray(at, at + Math.max(length, 0)));
    at += Math.max(length, 0);
  }
  return values;
}
