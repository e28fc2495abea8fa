import { describe, expect, it } from 'vitest'
import { toHeroImages } from './get-background-images'

const fallbackAlt = (position: number) => `Background Image ${position}`

describe('toHeroImages (background image fields)', () => {
  it('reads imageUrl or url, altText or alt, sorts by order and serves relative urls from the site', () => {
    const images = toHeroImages(
      [
        { _id: 'b', url: 'uploads/b.webp', alt: 'Second', order: 2 },
        { _id: 'a', imageUrl: '//uploads/a.webp', altText: 'First', order: 1 },
        { _id: 'c', url: 'https://cdn.example.com/c.webp', order: 3 },
      ],
      fallbackAlt,
    )
    expect(images).toEqual([
      { id: 'a', url: '/uploads/a.webp', alt: 'First', order: 1 },
      { id: 'b', url: '/uploads/b.webp', alt: 'Second', order: 2 },
      { id: 'c', url: 'https://cdn.example.com/c.webp', alt: 'Background Image 3', order: 3 },
    ])
  })

  it('defaults the order to the position and drops an image without a url', () => {
    expect(
      toHeroImages(
        [
          { _id: 'x', alt: 'No url' },
          { _id: 'y', url: '/y.webp' },
        ],
        fallbackAlt,
      ),
    ).toEqual([{ id: 'y', url: '/y.webp', alt: 'Background Image 2', order: 2 }])
  })
})
