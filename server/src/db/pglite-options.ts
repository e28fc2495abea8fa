import type { PGliteOptions } from '@electric-sql/pglite'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** Extensions every embedded database loads: pg_trgm for the search indexes, as on PostgreSQL. */
export const PGLITE_EXTENSIONS = { pg_trgm }

/**
 * PostgreSQL's memory settings are sized for a database server of its own; inside this process every
 * buffer is WebAssembly memory that, once touched, is never given back. A small lab's whole database
 * fits in a few MB, and reads are answered from the read cache anyway (idle RSS).
 */
const PGLITE_MEMORY_PARAMS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'temp_buffers=2MB',
]

/**
 * WAL segments are removed once checkpointed rather than renamed for reuse: a recycled segment keeps
 * the bytes of every row it logged, so an erased person's name would stay readable in the data folder.
 * New segments are written zero-filled (wal_init_zero, the default).
 */
const PGLITE_ERASURE_PARAMS = ['-c', 'wal_recycle=off']

/** Where an embedded database lives: a folder, or memory (optionally started from a dump, for tests). */
export interface EmbeddedDatabaseLocation {
  dir: string | null
  /** A `dumpDataDir` tarball to start an in-memory database from. */
  snapshot?: Blob
}

/** The options every embedded database is opened with, in this thread or in its worker. */
export function pgliteOptions({ dir, snapshot }: EmbeddedDatabaseLocation): PGliteOptions {
  return {
    dataDir: dir ?? undefined,
    loadDataDir: snapshot,
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS, ...PGLITE_ERASURE_PARAMS],
  }
}
