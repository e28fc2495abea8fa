import { BannerContent, BannerContentUpdate, LOCALIZED_FIELDS } from '@labsite/shared'
import { type DocumentResource, documentRoutes } from '../../lib/kits/document-routes'

/** The home page banner text and buttons. */
export const bannerDocument: DocumentResource = {
  key: 'banner',
  label: 'Banner',
  tag: 'content',
  getPath: '/content/banner',
  putPath: '/content/banner',
  schema: BannerContent,
  localizedFields: LOCALIZED_FIELDS['banner'],
  updateBody: BannerContentUpdate,
  drafts: true,
}

export default documentRoutes(bannerDocument)
