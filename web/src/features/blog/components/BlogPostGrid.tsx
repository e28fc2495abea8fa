import type { BlogPost } from '@labsite/shared'
import { SimpleGrid } from '@mantine/core'
import { BlogPostCard } from './BlogPostCard'

export function BlogPostGrid({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {posts.map((post) => (
        <BlogPostCard key={post.id} post={post} />
      ))}
    </SimpleGrid>
  )
}
