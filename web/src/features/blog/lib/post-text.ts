import { BLOG_EXCERPT_MAX, type BlogPost, formatCalendarDate, stripHtml, truncate } from '@labsite/shared'

/** The card's excerpt is the post's plain text cut at BLOG_EXCERPT_MAX characters. */
export const excerptOf = (post: Pick<BlogPost, 'content'>) =>
  truncate(stripHtml(post.content), BLOG_EXCERPT_MAX)

/** A publish date (YYYY-MM-DD) as readers of `locale` write it, the same in every time zone. */
export const formatPublishDate = (date: string, locale: string) => formatCalendarDate(date, locale, 'long')
