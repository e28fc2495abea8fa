import type { AdminWrite } from '@labsite/shared'
import { STAFF_READ_PREFIX } from '@labsite/shared'
import type { QueryKey } from '@tanstack/react-query'
import type { KyInstance } from 'ky'

/** A record or document with the version its ETag carried, to send back as If-Match. */
export interface Versioned<T> {
  data: T
  version: number | undefined
}

/** One page of a server-paged list and the full count of its X-Total-Count header. */
export interface Page<T> {
  items: T[]
  total: number
  /** X-Total-Count-Capped: more rows match than the server counts (COUNT_CAP); `total` is the cap. */
  capped?: boolean
}

/** A page from the server's answer: the JSON rows and the count headers. */
export async function pageFrom<T>(response: Response): Promise<Page<T>> {
  return {
    items: (await response.json()) as T[],
    total: Number(response.headers.get('x-total-count') ?? 0),
    capped: response.headers.get('x-total-count-capped') === 'true',
  }
}

/** What a paged list asks the server for (`?limit&offset&q&status`, docs/api.md). */
export interface PageRequest {
  limit: number
  offset: number
  q?: string
  status?: string
}

/** A read the admin caches: its query key and how to fetch it with the admin client. */
export interface AdminRead<T> {
  key: QueryKey
  load: (client: KyInstance) => Promise<Versioned<T>>
}

/** A server-paged read: the key its pages are cached under and how to fetch one page. */
export interface AdminPagedRead<T> {
  key: QueryKey
  fetchPage: (client: KyInstance, page: PageRequest) => Promise<Page<T>>
}

/** A write for the platform's edit queue, and the cached reads it makes stale once the server has it. */
export interface AdminMutation {
  write: AdminWrite
  invalidates: readonly QueryKey[]
}

/** The `"7"` of an ETag as the number 7 (the API's record version); undefined for anything else. */
function versionOf(etag: string | null): number | undefined {
  const match = /^"(\d+)"$/.exec(etag ?? '')
  return match ? Number(match[1]) : undefined
}

/** A cached read of one GET path: the JSON with the version of its ETag. */
export function readOf<T>(key: QueryKey, path: string): AdminRead<T> {
  return {
    key,
    load: async (client) => {
      const response = await client.get(path)
      return { data: (await response.json()) as T, version: versionOf(response.headers.get('etag')) }
    },
  }
}

/** A server-paged read of one GET path. */
export function pagedReadOf<T>(key: QueryKey, path: string): AdminPagedRead<T> {
  return {
    key,
    fetchPage: async (client, { limit, offset, q, status }) => {
      const searchParams: Record<string, string | number> = { limit, offset }
      if (q) searchParams.q = q
      if (status) searchParams.status = status
      return pageFrom<T>(await client.get(path, { searchParams }))
    },
  }
}

/** Downloads a protected file (CSV export, enquiry attachment) with the staff token and saves it. */
export async function downloadFile(
  client: KyInstance,
  path: string,
  fileName: string,
  searchParams?: Record<string, string>,
): Promise<void> {
  const blob = await client.get(path, { searchParams }).blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Identity and version of a stored record, all a write needs of it. */
export interface RecordRef {
  _id: string
  version: number
}

/** Where staff read a record collection or document they edit (drafts and every language included). */
const staffRead = (path: string) => `${STAFF_READ_PREFIX}/${path}`

/**
 * The endpoints of one record collection (`GET/POST path`, `PUT/DELETE path/:id`): its cached list
 * and the writes, each of which makes the list stale. Labels are what staff see in the edit queue.
 */
export function recordCollection<T extends RecordRef, Fields, Changes = Partial<Fields>>(
  key: QueryKey,
  path: string,
) {
  const invalidates = [key] as const
  return {
    key,
    list: readOf<T[]>(key, staffRead(path)),
    create: (fields: Fields, idempotencyKey: string, label: string): AdminMutation => ({
      write: { method: 'POST', path, json: fields, idempotencyKey, label },
      invalidates,
    }),
    update: (id: string, changes: Changes, version: number | undefined, label: string): AdminMutation => ({
      write: { method: 'PUT', path: `${path}/${id}`, json: changes, ifMatch: version, label },
      invalidates,
    }),
    remove: (record: RecordRef, label: string): AdminMutation => ({
      write: { method: 'DELETE', path: `${path}/${record._id}`, ifMatch: record.version, label },
      invalidates,
    }),
  }
}
export type RecordCollection<T extends RecordRef, Fields, Changes = Partial<Fields>> = ReturnType<
  typeof recordCollection<T, Fields, Changes>
>

/** A singleton document (`GET readPath`, `PUT writePath`): its cached read and its one write. */
export function documentEndpoints<T>(key: QueryKey, readPath: string, writePath = readPath) {
  return {
    key,
    read: readOf<T>(key, staffRead(readPath)),
    update: (document: Partial<T>, version: number | undefined, label: string): AdminMutation => ({
      write: { method: 'PUT', path: writePath, json: document, ifMatch: version, label },
      invalidates: [key],
    }),
  }
}
export type DocumentEndpoints<T> = ReturnType<typeof documentEndpoints<T>>
