import { ContactInfo, ContactInfoUpdate, dropEmpty } from '@labsite/shared'
import { documentRoutes } from '../../lib/kits/document-routes'

/** Contact info shown in the header and footer; blank address lines are dropped. */
export default documentRoutes({
  key: 'contact-info',
  label: 'Contact info',
  tag: 'settings',
  getPath: '/business-contact',
  putPath: '/business-contact',
  schema: ContactInfo,
  updateBody: ContactInfoUpdate,
  prepare: (changes) =>
    Array.isArray(changes.address)
      ? { ...changes, address: dropEmpty(changes.address as string[]) }
      : changes,
})
