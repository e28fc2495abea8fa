import { type Static, Type } from 'typebox'
import { Value } from 'typebox/value'

/**
 * What an archive holds once decrypted and unzipped: a header line, then entries. A table is a line
 * `{"table":name,"rows":n}` and n lines of row JSON (PostgreSQL's own row_to_json, so types come back
 * exactly); a file is a line `{"file":path,"size":n}` and n raw bytes. `{"end":true}` closes it, so a
 * cut-off archive is told apart from a whole one.
 */
export const ArchiveHeader = Type.Object({
  format: Type.Literal('labsite-backup'),
  version: Type.Literal(1),
  createdAt: Type.String(),
  /** The migrations of the database it was made from: a restore needs the same. */
  migrations: Type.Array(Type.String()),
})
export type ArchiveHeader = Static<typeof ArchiveHeader>
export const ArchiveEntry = Type.Union([
  Type.Object({ table: Type.String(), rows: Type.Number() }),
  Type.Object({ file: Type.String(), size: Type.Number() }),
  Type.Object({ end: Type.Literal(true) }),
])
export type ArchiveEntry = Static<typeof ArchiveEntry>

/** One line of an archive read as what it must be (an archive that authenticates was written by createBackup). */
export function archiveLine<T extends typeof ArchiveHeader | typeof ArchiveEntry>(
  schema: T,
  line: string,
): Static<T> {
  const value: unknown = JSON.parse(line)
  Value.Assert(schema, value)
  return value
}

/** Reads lines and exact byte counts from a stream of chunks. */
export class ChunkReader {
  private buffered: Buffer = Buffer.alloc(0)
  private readonly chunks: AsyncIterator<Buffer>

  constructor(source: AsyncIterable<Buffer>) {
    this.chunks = source[Symbol.asyncIterator]()
  }

  private async fill(): Promise<boolean> {
    const next = await this.chunks.next()
    if (next.done) return false
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, next.value]) : next.value
    return true
  }

  async line(): Promise<string> {
    for (;;) {
      const at = this.buffered.indexOf(0x0a)
      if (at >= 0) {
        const text = this.buffered.subarray(0, at).toString('utf8')
        this.buffered = this.buffered.subarray(at + 1)
        return text
      }
      if (!(await this.fill())) throw new Error('The backup ends in the middle: it is incomplete.')
    }
  }

  /** Exactly `size` bytes, handed on in pieces as they arrive. */
  async *bytes(size: number): AsyncGenerator<Buffer> {
    let left = size
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.fill())) {
        throw new Error('The backup ends in the middle: it is incomplete.')
      }
      const piece = this.buffered.subarray(0, left)
      this.buffered = this.buffered.subarray(piece.length)
      left -= piece.length
      yield piece
    }
  }
}
