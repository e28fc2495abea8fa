import { sliders } from '../../api'
import { OrderedImagesManager } from '../ordered-images/OrderedImagesManager'
import type { OrderedImageResource } from '../ordered-images/ordered-image'

const SLIDERS: OrderedImageResource = {
  collection: sliders,
  noun: 'Slider',
  urlField: 'imageUrl',
  altField: 'altText',
  urlLabel: 'Image URL',
  altLabel: 'Alt text',
}

/** Sliders tab (spec §2): the slider images. */
export default function SlidersTab() {
  return <OrderedImagesManager resource={SLIDERS} />
}
