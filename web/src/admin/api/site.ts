import type {
  BackgroundImage,
  BackgroundImageFields,
  BusinessContact,
  GlobalSettings,
  MenuItem,
  MenuItemFields,
  PageSeo,
  SiteSettings,
  Slider,
  SliderFields,
} from '@labsite/shared'
import { reorderOf } from './catalogue'
import { adminKeys } from './query-keys'
import { type AdminMutation, documentEndpoints, recordCollection } from './requests'

/** /business-contact: phone, e-mail, address lines and hours. */
export const { read: businessContactQuery, update: updateBusinessContact } =
  documentEndpoints<BusinessContact>(adminKeys.businessContact, 'business-contact')

/** /menu: the header's links. */
export const {
  list: menuQuery,
  create: createMenuItem,
  update: updateMenuItem,
  remove: deleteMenuItem,
} = recordCollection<MenuItem, MenuItemFields>(adminKeys.menu, 'menu')
/** PUT /menu/reorder/all: every item's new order at once (answers the reordered list). */
export const reorderMenu = reorderOf(adminKeys.menu, 'menu')
/** The menu as a list kept in order (see components/CatalogueListTab.tsx). */
export const menuItems = {
  list: menuQuery,
  create: createMenuItem,
  update: updateMenuItem,
  remove: deleteMenuItem,
  reorder: reorderMenu,
}

/** /background-images: the hero's background pictures. */
export const backgroundImages = {
  ...recordCollection<BackgroundImage, Partial<BackgroundImageFields>>(
    adminKeys.backgrounds,
    'background-images',
  ),
  reorder: reorderOf(adminKeys.backgrounds, 'background-images'),
}
/** /sliders: the slider pictures. */
export const sliders = {
  ...recordCollection<Slider, Partial<SliderFields>>(adminKeys.sliders, 'sliders'),
  reorder: reorderOf(adminKeys.sliders, 'sliders'),
}

/** GET /site-settings, PUT /settings: site name, logo, favicon (bannerUrl is kept but unused: the hero is the Backgrounds tab). */
export const { read: siteSettingsQuery, update: updateSiteSettings } = documentEndpoints<SiteSettings>(
  adminKeys.siteSettings,
  'site-settings',
  'settings',
)

/** /global-settings: the default currency and language. */
const globalSettings = documentEndpoints<GlobalSettings>(adminKeys.globalSettings, 'global-settings')
export const globalSettingsQuery = globalSettings.read
export const updateGlobalSettings = (
  change:
    | { currency: { code: string } }
    | { language: { code: string } }
    | { collectionFee: NonNullable<GlobalSettings['collectionFee']> }
    | { gstin: string },
  version: number | undefined,
  label: string,
): AdminMutation => globalSettings.update(change as Partial<GlobalSettings>, version, label)

/** GET/PUT /page-seo: per public page, the title, description and share image overrides. */
export const pageSeoDocument = documentEndpoints<PageSeo>(adminKeys.pageSeo, 'page-seo')
