/** Field names whose label is not just the name in words. */
const LABELS: Record<string, string> = {
  slotId: 'Slot',
  slotLabel: 'Slot',
  pincode: 'PIN code',
  collectionType: 'Collection',
  preferredDate: 'Date',
  imageUrl: 'Image',
  altText: 'Alt text',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  url: 'Link',
  href: 'Link',
  isActive: 'Shown on the site',
  publishAt: 'Publish at',
}

/**
 * The label a person reads for a record's field (the conflict dialog compares records by field):
 * a known name's label, else the name in words (`sampleType` → "Sample type").
 */
export function fieldLabel(field: string): string {
  if (LABELS[field]) return LABELS[field]
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
