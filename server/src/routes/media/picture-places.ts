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

const place = (
  table: string,
  label: string,
  nameColumn: string,
  field: string,
  column: string,
  kind: PicturePlace['kind'] = 'address',
): PicturePlace => ({ table, label, nameColumn, field, column, kind })

export const PICTURE_PLACES: readonly PicturePlace[] = [
  place('services', 'Service', 'title', 'image', 'image'),
  place('services', 'Service', 'title', 'additionalImages', 'additional_images', 'address-list'),
  place('offers', 'Offer', 'title', 'image', 'image'),
  place('thyroid_packages', 'Thyroid package', 'name', 'image', 'image'),
  place('background_images', 'Background image', 'alt', 'url', 'url'),
  place('sliders', 'Slider', 'alt_text', 'imageUrl', 'image_url'),
  place('blog_posts', 'Blog post', 'title', 'imageUrl', 'image_url'),
  place('blog_posts', 'Blog post', 'title', 'content', 'content', 'html'),
  place('testimonials', 'Testimonial', 'name', 'imageUrl', 'image_url'),
]

/** The picture fields of the singleton documents (for the library's backfill of pictures already in use). */
export const DOCUMENT_PICTURE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'site-settings': ['logoUrl', 'bannerUrl', 'favicon'],
  about: ['imageUrl'],
}
