import { httpErrors } from '@fastify/sensible'
import {
  CURRENCIES,
  GlobalSettings,
  type GlobalSettingsUpdate,
  GlobalSettingsUpdate as GlobalSettingsUpdateBody,
  LANGUAGES,
} from '@labsite/shared'
import type { Fields } from '../../lib/kits/crud-repository'
import { documentRoutes } from '../../lib/kits/document-routes'

/**
 * Only the currencies and languages of shared/src/constants.ts are accepted, by code; the symbol and names stored
 * always come from those lists, whatever the client sent with the code.
 */
function canonicalSettings(changes: Fields): Fields {
  const { currency, language, collectionFee, gstin } = changes as GlobalSettingsUpdate
  const result: Fields = {}
  if (gstin !== undefined) result.gstin = gstin
  if (collectionFee)
    result.collectionFee = { amount: collectionFee.amount, freeAbove: collectionFee.freeAbove }
  if (currency) {
    const code = currency.code.trim().toUpperCase()
    const known = CURRENCIES.find((c) => c.code === code)
    if (!known) {
      throw httpErrors.badRequest(
        `currency.code '${currency.code}' is not offered: use one of ${CURRENCIES.map((c) => c.code).join(', ')}`,
      )
    }
    result.currency = { code: known.code, symbol: known.symbol, name: known.name }
  }
  if (language) {
    const code = language.code.trim().toLowerCase()
    const known = LANGUAGES.find((l) => l.code === code)
    if (!known) {
      throw httpErrors.badRequest(
        `language.code '${language.code}' is not offered: use one of ${LANGUAGES.map((l) => l.code).join(', ')}`,
      )
    }
    result.language = { code: known.code, name: known.name }
  }
  return result
}

/** Default currency and language of the site, the home-collection fee rule and the lab's GSTIN (admin Global tab). */
export default documentRoutes({
  key: 'global-settings',
  label: 'Global settings',
  tag: 'settings',
  getPath: '/global-settings',
  putPath: '/global-settings',
  schema: GlobalSettings,
  updateBody: GlobalSettingsUpdateBody,
  prepare: canonicalSettings,
})
