import { BusinessContact, BusinessContactUpdate } from '@labsite/shared'
import { documentRoutes } from '../../lib/kits/document-routes'
import { textEntries } from '../../lib/kits/text-lists'

/** Contact info shown in the header and footer; blank address lines are dropped. */
export default documentRoutes({
  key: 'business-contact',
  label: 'Contact info',
  tag: 'settings',
  getPath: '/business-contact',
  putPath: '/business-contact',
  schema: BusinessContact,
  updateBody: BusinessContactUpdate,
  prepare: (changes) =>
    Array.isArray(changes.address) ? { ...changes, address: textEntries(changes.address) } : changes,
})
