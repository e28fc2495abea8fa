import type {
  BackgroundImage,
  BackgroundImageFields,
  ContactInfo,
  GlobalSettings,
  MenuItem,
  MenuItemFields,
  MenuReorder,
  SiteSettings,
  Slider,
  SliderFields,
} from '@labsite/shared'
import { adminKeys } from './query-keys'
import { type AdminMutation, documentEndpoints, recordCollection } from './requests'

/** /business-contact: phone, e-mail, address lines and hours. */
const contactInfo = documentEndpoints<ContactInfo>(adminKeys.contactInfo, 'business-contact')
export const contactInfoQuery = contactInfo.read
export const updateContactInfo = contactInfo.update

/** /menu: the header's links. */
const menu = recordCollection<MenuItem, MenuItemFields>(adminKeys.menu, 'menu')
export const menuQuery = menu.list
export const createMenuItem = menu.create
export const updateMenuItem = menu.update
export const deleteMenuItem = menu.remove
/** PUT /menu/reorder/all: every item's new order at once (answers the reordered list). */
export const reorderMenu = (items: MenuReorder['items'], label: string): AdminMutation => ({
  write: { method: 'PUT', path: 'menu/reorder/all', json: { items }, label },
  invalidates: [adminKeys.menu],
})

/** /background-images: the hero's background pictures. */
export const backgroundImages = recordCollection<BackgroundImage, Partial<BackgroundImageFields>>(
  adminKeys.backgrounds,
  'background-images',
)
/** /sliders: the slider pictures. */
export const sliders = recordCollection<Slider, Partial<SliderFields>>(adminKeys.sliders, 'sliders')

/** GET /site-settings, PUT /settings: site name, logo, hero image, favicon. */
const siteSettings = documentEndpoints<SiteSettings>(adminKeys.siteSettings, 'site-settings', 'settings')
export const siteSettingsQuery = siteSettings.read
export const updateSiteSettings = siteSettings.update

/** /global-settings: the default currency and language. */
const globalSettings = documentEndpoints<GlobalSettings>(adminKeys.globalSettings, 'global-settings')
export const globalSettingsQuery = globalSettings.read
export const updateGlobalSettings = (
  change: { currency: { code: string } } | { language: { code: string } },
  version: number | undefined,
  label: string,
): AdminMutation => globalSettings.update(change as Partial<GlobalSettings>, version, label)
