import type { BlogPost } from '@labsite/shared'
import { api } from '../../../lib/api-client'
import { useApiQuery } from '../../../lib/use-api-query'

export const getBlogPosts = () => api.get('content/blogs').json<BlogPost[]>()
export const getBlogPost = (id: string) => api.get(`content/blogs/${encodeURIComponent(id)}`).json<BlogPost>()

export const useBlogPosts = () => useApiQuery('content/blogs', getBlogPosts)
export const useBlogPost = (id: string) => useApiQuery(`content/blogs/${id}`, () => getBlogPost(id))
