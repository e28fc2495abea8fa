import { backgroundImagesResource } from '../background-images'
import { blogsResource } from '../blogs'
import { offersResource } from '../offers'
import { servicesResource } from '../services/services-repository'
import { slidersResource } from '../sliders'
import { testimonialsResource } from '../testimonials'
import { thyroidPackagesResource } from '../thyroid-packages'

/**
 * Every place a picture's address is stored (a picture counts as used wherever its url
 * is): image columns, jsonb lists of image addresses and blog HTML, with what names the record.
 * Singleton documents (site settings, about, …) are searched whole, field by field.
 */
export interface PicturePlace {
  table: string
  /** As staff read it: 'Service “Full Body Checkup” (image)'. */
  label: string
  nameColumn: string
  /** API field name → column; `kind` says how the address is kept there. */
  field: string
  column: string
  kind: 'address' | 'address-list' | 'html'
}

/** A picture column of `resource`'s table, labelled as the resource names its records. */
const place = (
  resource: { table: string; label: string },
  nameColumn: string,
  field: string,
  column: string,
  kind: PicturePlace['kind'] = 'address',
): PicturePlace => ({ table: resource.table, label: resource.label, nameColumn, field, column, kind })

export const PICTURE_PLACES: readonly PicturePlace[] = [
  place(servicesResource, 'title', 'image', 'image'),
  place(servicesResource, 'title', 'additionalImages', 'additional_images', 'address-list'),
  place(offersResource, 'title', 'image', 'image'),
  place(thyroidPackagesResource, 'name', 'image', 'image'),
  place(backgroundImagesResource, 'alt', 'url', 'url'),
  place(slidersResource, 'alt_text', 'imageUrl', 'image_url'),
  place(blogsResource, 'title', 'imageUrl', 'image_url'),
  place(blogsResource, 'title', 'content', 'content', 'html'),
  place(testimonialsResource, 'name', 'imageUrl', 'image_url'),
]

/** The picture fields of the singleton documents (for the library's backfill of pictures already in use). */
export const DOCUMENT_PICTURE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'site-settings': ['logoUrl', 'bannerUrl', 'favicon'],
  about: ['imageUrl'],
}
