import { type BlogPost, blogPostRead, PUBLIC_READS } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { getRead } from '../../../lib/api-client'

export const getBlogPosts = () => getRead<BlogPost[]>(PUBLIC_READS.blogPosts)
export const getBlogPost = (id: string) => getRead<BlogPost>(blogPostRead(id))

export const useBlogPosts = () => useQuery({ queryKey: PUBLIC_READS.blogPosts.key, queryFn: getBlogPosts })
export const useBlogPost = (id: string) =>
  useQuery({ queryKey: blogPostRead(id).key, queryFn: () => getBlogPost(id) })
