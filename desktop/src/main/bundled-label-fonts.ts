import devanagari400 from '@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff?asset'
import devanagari700 from '@fontsource/noto-sans/files/noto-sans-devanagari-700-normal.woff?asset'
import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?asset'
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?asset'
import latinExt400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?asset'
import latinExt700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?asset'
import { type FontSubset, type FontWeight, locateFontFiles } from '@labsite/server/label-pdf'

/**
 * The packaged console has no node_modules, where the label drawing looks for its fonts: the build
 * copies them next to main (electron-vite's `?asset`) and the drawing reads them from there. Loaded
 * with the first labels drawn, so a console that never prints offline never reads them.
 */
const FILES: Record<FontSubset, Record<FontWeight, string>> = {
  latin: { 400: latin400, 700: latin700 },
  'latin-ext': { 400: latinExt400, 700: latinExt700 },
  devanagari: { 400: devanagari400, 700: devanagari700 },
}
locateFontFiles((subset, weight) => FILES[subset][weight])

export { drawLabels } from './offline-labels'
