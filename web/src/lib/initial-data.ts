import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * What the server put in a page for the app's start (server/src/lib/rendering/home-first-screen.ts): the public
 * answers its first screen was rendered from, by query key, and the srcset of the hero image. Seeding
 * the query cache with them lets the first render show the same content at once, with no request
 * and nothing moving when answers arrive.
 */
interface InitialData {
  queries: [QueryKey, unknown][]
  srcSets: Record<string, string>
}

let cached: InitialData | null | undefined

function readInitialData(): InitialData | null {
  if (cached !== undefined) return cached
  cached = null
  const element = typeof document === 'undefined' ? null : document.getElementById('initial-data')
  if (element?.textContent) {
    try {
      const parsed = JSON.parse(element.textContent) as Partial<InitialData>
      cached = { queries: parsed.queries ?? [], srcSets: parsed.srcSets ?? {} }
    } catch {
      // A damaged block only costs the requests it would have saved.
    }
  }
  return cached
}

export function seedQueryCache(client: QueryClient): void {
  for (const [key, data] of readInitialData()?.queries ?? []) client.setQueryData(key, data)
}

/** The responsive `srcset` the server found for an image URL (uploads are stored at several widths). */
export function srcSetFor(url: string): string | undefined {
  return readInitialData()?.srcSets[url]
}
