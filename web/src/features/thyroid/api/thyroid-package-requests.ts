import type { ThyroidPackage } from '@labsite/shared'
import { api } from '../../../lib/api-client'

/**
 * The packages, or those matching `search` (the server's `?q`: word for word, then forgiving typing
 * slips, in English and Hindi alike).
 */
export const getThyroidPackages = (search = '') =>
  api.get('thyroid-packages/', search ? { searchParams: { q: search } } : undefined).json<ThyroidPackage[]>()
