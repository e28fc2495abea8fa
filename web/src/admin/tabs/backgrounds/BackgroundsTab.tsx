import { backgroundImages } from '../../api'
import { OrderedImagesManager } from '../ordered-images/OrderedImagesManager'
import type { OrderedImageResource } from '../ordered-images/ordered-image'

const BACKGROUNDS: OrderedImageResource = {
  collection: backgroundImages,
  noun: 'Background',
  historyResource: 'background-image',
  urlField: 'url',
  altField: 'alt',
  urlLabel: 'Image URL',
  altLabel: 'Alt text',
  localized: 'background-image',
  shownOn: 'Backgrounds rotate behind the home page hero, in this order.',
}

/** Backgrounds tab: the hero's background images. */
export default function BackgroundsTab() {
  return <OrderedImagesManager resource={BACKGROUNDS} />
}
