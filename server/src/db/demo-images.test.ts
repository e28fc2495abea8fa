import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverRoot } from '../server-paths'
import {
  demoBackgroundImages,
  demoBlogPosts,
  demoOffers,
  demoServices,
  demoSliders,
  demoThyroidPackages,
} from './demo-content'

const fileOf = (url: string) => path.join(serverRoot, 'assets', 'demo', url.replace('/uploads/demo/', ''))

describe('demo pictures', () => {
  const urls = [
    ...demoServices.map((s) => s.image),
    ...demoOffers.map((o) => o.image),
    ...demoThyroidPackages.map((t) => t.image),
    ...demoBlogPosts.map((b) => b.image_url),
    ...demoBackgroundImages.map((b) => b.url),
    ...demoSliders.map((s) => s.image_url),
  ]

  it('exist, are WebP and weigh at most 40 KB each', () => {
    for (const url of urls) {
      const file = fileOf(url)
      expect(statSync(file).size, url).toBeLessThanOrEqual(40 * 1024)
      const head = readFileSync(file).subarray(0, 12).toString('latin1')
      expect(head.slice(0, 4) + head.slice(8, 12), url).toBe('RIFFWEBP')
    }
  })

  it('differ from card to card: every package, offer, thyroid package and post has its own', () => {
    for (const list of [demoServices.map((s) => s.image), demoOffers.map((o) => o.image)]) {
      expect(new Set(list).size).toBe(list.length)
    }
    const thyroid = demoThyroidPackages.map((t) => t.image)
    expect(new Set(thyroid).size).toBe(thyroid.length)
    const posts = demoBlogPosts.map((b) => b.image_url)
    expect(new Set(posts).size).toBe(posts.length)
  })
})
