import { sliders } from '../../api'
import { OrderedImagesManager } from '../ordered-images/OrderedImagesManager'
import type { OrderedImageResource } from '../ordered-images/ordered-image'

const SLIDERS: OrderedImageResource = {
  collection: sliders,
  noun: 'Slider',
  historyResource: 'slider',
  urlField: 'imageUrl',
  altField: 'altText',
  urlLabel: 'Image URL',
  altLabel: 'Caption',
  localized: 'slider',
  shownOn:
    'Sliders are the promotions carousel of the Offers page (/offers), in this order; each caption is shown under its picture.',
}

/** Sliders tab: the promotions carousel of the offers page. */
export default function SlidersTab() {
  return <OrderedImagesManager resource={SLIDERS} />
}
