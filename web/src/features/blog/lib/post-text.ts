import { BLOG_EXCERPT_MAX, type BlogPost, stripHtml, truncate } from '@labsite/shared'

/** Spec §9: the card's excerpt is the post's plain text cut at BLOG_EXCERPT_MAX characters. */
export const excerptOf = (post: Pick<BlogPost, 'content'>) =>
  truncate(stripHtml(post.content), BLOG_EXCERPT_MAX)

/** A publish date (YYYY-MM-DD) as readers of `locale` write it, the same in every time zone. */
export function formatPublishDate(date: string, locale: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return date
  return parsed.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
