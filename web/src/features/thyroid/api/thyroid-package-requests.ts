import { type ThyroidPackage, thyroidPackagesRead } from '@labsite/shared'
import { getRead } from '../../../lib/api-client'

/**
 * The packages, or those matching `search` (the server's `?q`: word for word, then forgiving typing
 * slips, in English and Hindi alike).
 */
export const getThyroidPackages = (search = '') => getRead<ThyroidPackage[]>(thyroidPackagesRead(search))
