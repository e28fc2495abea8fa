import { AboutContent, AboutContentUpdate, LOCALIZED_FIELDS } from '@labsite/shared'
import { type DocumentResource, documentRoutes } from '../../lib/kits/document-routes'
import { textEntries } from '../../lib/kits/text-lists'

/** The About section; blank features are dropped. */
export const aboutDocument: DocumentResource = {
  key: 'about',
  label: 'About',
  tag: 'content',
  getPath: '/content/about',
  putPath: '/content/about',
  schema: AboutContent,
  localizedFields: LOCALIZED_FIELDS['about'],
  updateBody: AboutContentUpdate,
  drafts: true,
  prepare: (changes) =>
    Array.isArray(changes.features) ? { ...changes, features: textEntries(changes.features) } : changes,
}

export default documentRoutes(aboutDocument)
