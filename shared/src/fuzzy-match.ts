/**
 * A small typo-tolerant matcher for catalogue searches ("thyriod" finds Thyroid, "vit d" Vitamin D,
 * "hba1c" HbA1c), in English and Hindi. Every word of the query must meet a word of the text: as its
 * start, inside it (three letters or more), or within a few typing slips of it or of its start.
 */

/** Lower case, Hindi nukta dropped (फ़ and फ both match), anything but letters and digits a space. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
}

const wordsOf = (text: string) => normalizeForSearch(text).split(' ').filter(Boolean)

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`, given up past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2][j - 2] + 1)
      }
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
    rows.push(row)
  }
  return rows[a.length][b.length]
}

/** How many slips a query word may hold: none under four letters, one up to seven, two beyond. */
const slipsAllowed = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2)

/** How well one query word meets one text word: 3 exact, 2 its start, 1 inside or with slips, 0 not. */
function wordScore(query: string, word: string): number {
  if (word === query) return 3
  if (word.startsWith(query)) return 2
  if (query.length >= 3 && word.includes(query)) return 1
  const slips = slipsAllowed(query)
  if (slips === 0) return 0
  const near =
    editDistance(query, word, slips) <= slips ||
    editDistance(query, word.slice(0, query.length), slips) <= slips
  return near ? 1 : 0
}

/**
 * How well `query` matches `texts` (higher is better), or 0 when some word of the query meets no word
 * of the texts. An empty query matches nothing.
 */
export function fuzzyScore(query: string, texts: readonly string[]): number {
  const wanted = wordsOf(query)
  if (wanted.length === 0) return 0
  const words = texts.flatMap(wordsOf)
  let total = 0
  for (const queryWord of wanted) {
    const best = Math.max(0, ...words.map((word) => wordScore(queryWord, word)))
    if (best === 0) return 0
    total += best
  }
  return total
}

/** The items matching `query`, best first (equal scores keep their order). */
export function fuzzyFilter<T>(items: readonly T[], query: string, textsOf: (item: T) => string[]): T[] {
  return items
    .map((item, index) => ({ item, index, score: fuzzyScore(query, textsOf(item)) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item)
}
