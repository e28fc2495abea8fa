import type { BlogPost } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const getBlogPosts = () => api.get('content/blogs').json<BlogPost[]>()
export const getBlogPost = (id: string) => api.get(`content/blogs/${encodeURIComponent(id)}`).json<BlogPost>()

export const useBlogPosts = () => useQuery({ queryKey: ['content/blogs'], queryFn: getBlogPosts })
export const useBlogPost = (id: string) =>
  useQuery({ queryKey: ['content/blogs', id], queryFn: () => getBlogPost(id) })
