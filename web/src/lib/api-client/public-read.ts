import type { PublicRead } from '@labsite/shared'
import { api } from './public-client'

const requestOf = (read: PublicRead) =>
  api.get(read.path, read.searchParams ? { searchParams: { ...read.searchParams } } : undefined)

/** A public read's answer (its address and query key: shared/src/public-reads.ts). */
export const getRead = <T>(read: PublicRead): Promise<T> => requestOf(read).json<T>()

/** A paged public read: one page of the list, and how many match in all (X-Total-Count). */
export async function getPagedRead<T>(read: PublicRead): Promise<{ items: T[]; total: number }> {
  const response = await requestOf(read)
  return { items: await response.json<T[]>(), total: Number(response.headers.get('x-total-count') ?? 0) }
}
