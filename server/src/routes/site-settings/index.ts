import { LOCALIZED_FIELDS, SiteSettings, SiteSettingsUpdate } from '@labsite/shared'
import { type DocumentResource, documentRoutes } from '../../lib/kits/document-routes'

/** Website name, logo, banner and favicon; the first client reads /site-settings and saves to /settings. */
export const siteSettingsDocument: DocumentResource = {
  key: 'site-settings',
  label: 'Site settings',
  tag: 'settings',
  getPath: '/site-settings',
  putPath: '/settings',
  schema: SiteSettings,
  localizedFields: LOCALIZED_FIELDS['site-settings'],
  updateBody: SiteSettingsUpdate,
}

export default documentRoutes(siteSettingsDocument)
