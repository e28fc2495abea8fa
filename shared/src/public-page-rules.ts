import { BLOG_FEATURED_CATEGORY, HERO_PACKAGES } from './constants'
import type { BlogPost } from './schemas/content'

/**
 * Rules of the public pages that both the server's first screens (server/src/lib/rendering/home-first-screen.ts,
 * server/src/lib/rendering/page-first-screens.ts) and the web app apply: written once, so the page the server
 * paints and the one the app then draws show the same items in the same order.
 */

/** The header's menu items in the order the admin arranged them. */
export const menuInOrder = <T extends { order: number }>(menu: readonly T[]): T[] =>
  [...menu].sort((a, b) => a.order - b.order)

/** The hero's package tiles: the first services of the catalogue, one per tile. */
export const heroTileServices = <T>(services: readonly T[]): T[] => services.slice(0, HERO_PACKAGES.length)

/** A tile's height in px: its placeholder and the server-painted tile keep it too, so nothing moves. */
export const HERO_TILE_HEIGHT = 112

/** The values a hero tile's label and test count are filled with. */
export const heroTileValues = (service: { title: string; testsCount: number }, price: string) => ({
  title: service.title,
  count: service.testsCount,
  price,
})

/** The blog's featured articles: those of the featured category, in the list's order. */
export const featuredBlogPosts = <T extends Pick<BlogPost, 'category'>>(posts: readonly T[]): T[] =>
  posts.filter((post) => post.category === BLOG_FEATURED_CATEGORY)
