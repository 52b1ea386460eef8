import type { Pool } from '@shop/shared';
import type { Connection, Submittable } from 'pg';

/** How the values are joined: bytes before them, between each two, and after them. */
export interface JoinFrame {
  start: Buffer;
  separator: Buffer;
  end: Buffer;
}

/** The binary COPY header: signature (11 bytes), flags (4) and the header extension's length (4), then tuples. */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const FIRST_TUPLE = 19;
/** A tuple's header: its number of columns (2 bytes) and its one value's length (4). */
const TUPLE_HEADER = 6;
/** A tuple starts with its number of columns; -1 there ends the data. */
const END = -1;
/**
 * The query's COPY data gathered into one buffer as it comes, each message copied once (node-postgres hands each
 * CopyData message to the active query; pg-copy-streams copied each byte four times on its way, and its chunks
 * and their joins set off a full garbage collection every 9 lists or so).
 */
class CopyOut implements Submittable {
  private length = 0;
  private settle!: { resolve(bytes: Buffer): void; reject(error: Error): void };
  /** Settled once: by the first error, or else by ReadyForQuery (which also follows an error, too late). */
  readonly copied = new Promise<Buffer>((resolve, reject) => (this.settle = { resolve, reject }));

  constructor(
    private readonly text: string,
    /** Where the data goes: grown (replaced by a larger one) when it does not fit. */
    public bytes: Buffer,
  ) {}

  submit(connection: Connection): void {
    connection.query(this.text);
  }

  handleCopyData({ chunk }: { chunk: Buffer }): void {
    if (this.length + chunk.length > this.bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + chunk.length));
      this.bytes.copy(larger, 0, 0, this.length);
      this.bytes = larger;
    }
    this.length += chunk.copy(this.bytes, this.length);
  }

  handleError(error: Error): void {
    // A lost connection sends no ReadyForQuery.
    this.settle.reject(error);
  }

  handleReadyForQuery(): void {
    this.settle.resolve(this.bytes.subarray(0, this.length));
  }

  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handlePortalSuspended(): void {}
  /** Never asked by a COPY TO; node-postgres's own queries refuse it the same way. */
  handleCopyInResponse(connection: Connection & { sendCopyFail(message: string): void }): void {
    connection.sendCopyFail('not a COPY FROM');
  }
}

/**
 * Buffers the COPYs are read into, kept for the next ones: each one new was megabytes of external memory, and in
 * the price list worker they set off a full garbage collection every 8-10 lists. As many as the pool's
 * connections, since a COPY holds one while its buffer is in use; each as large as the largest COPY it held.
 */
const spare: Buffer[] = [];
const FIRST_SIZE = 64 * 1024;
/** The largest COPY so far: a new buffer starts with room for as much. */
let largest = FIRST_SIZE;

/**
 * The one column `select` yields, each row's value as PostgreSQL's bytes (a text's UTF-8 as it is, a null empty),
 * joined in `frame`, lent to `use`: the bytes are read again for the next COPY once it returns. node-postgres
 * reads every value of a result as a string, so a megabyte of Cyrillic JSON was decoded and encoded again; a
 * binary COPY hands the bytes over as they came, and the values are moved over their tuples' headers in place.
 * No parameters: COPY takes none.
 */
export async function joinedCopy<T>(
  pool: Pool,
  select: string,
  frame: JoinFrame,
  use: (joined: Buffer) => T,
): Promise<T> {
  if (frame.start.length > FIRST_TUPLE || frame.separator.length > TUPLE_HEADER)
    throw new Error('the frame is too long to join in place');
  const copy = new CopyOut(`COPY (${select}) TO STDOUT (FORMAT binary)`, spare.pop() ?? Buffer.allocUnsafe(largest));
  try {
    const copied = await copiedBy(pool, copy);
    largest = Math.max(largest, copied.length);
    return use(joinedInPlace(copied, frame));
  } finally {
    if (spare.length < (pool.options.max ?? 1)) spare.push(copy.bytes);
  }
}

async function copiedBy(pool: Pool, copy: CopyOut): Promise<Buffer> {
  const client = await pool.connect();
  try {
    client.query(copy);
    const copied = await copy.copied;
    client.release();
    return copied;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}

/**
 * The values joined, written over the COPY's own bytes from the left: the frame's start fits in the header, each
 * separator in a tuple's header (joinedCopy checks both), so no byte is written before it was read; the end where
 * the COPY's trailer was, when it fits.
 */
function joinedInPlace(copied: Buffer, frame: JoinFrame): Buffer {
  if (!copied.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('COPY sent no binary header');
  let at = FIRST_TUPLE;
  let out = frame.start.copy(copied, 0);
  for (let columns = copied.readInt16BE(at), first = true; columns !== END; columns = copied.readInt16BE(at)) {
    if (columns !== 1) throw new Error(`COPY sent ${columns} columns, not one`);
    const length = Math.max(copied.readInt32BE(at + 2), 0);
    at += TUPLE_HEADER;
    if (!first) out += frame.separator.copy(copied, out);
    out += copied.copy(copied, out, at, at + length);
    at += length;
    first = false;
  }
  if (out + frame.end.length > copied.length) return Buffer.concat([copied.subarray(0, out), frame.end]);
  return copied.subarray(0, out + frame.end.copy(copied, out));
}
