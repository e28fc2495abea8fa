import type { BlogPost, BlogPostFields } from '@labsite/shared'
import { Group, Text } from '@mantine/core'
import { blogPosts } from '../../api'
import { formatDate } from '../../lib/format-date'
import { BlogPostForm } from './BlogPostForm'
import { RecordManager } from './RecordManager'

/** Health blog articles (listed newest first, like the public blog). */
export function BlogPostsSection({ canEdit }: { canEdit: boolean }) {
  return (
    <RecordManager<BlogPost, BlogPostFields>
      title="Blog posts"
      noun="blog post"
      historyResource="blog-post"
      nounTitle="Blog post"
      collection={blogPosts}
      canEdit={canEdit}
      newestFirst
      emptyText="No blog posts yet."
      nameOf={(p) => p.title}
      renderSummary={(p) => (
        <>
          <Text fw={600}>{p.title}</Text>
          <Group gap="xs">
            <Text size="sm">{formatDate(p.publishDate)}</Text>
            {p.category ? <Text size="sm">· {p.category}</Text> : null}
            {p.author ? <Text size="sm">· {p.author}</Text> : null}
          </Group>
        </>
      )}
      publishing={{ resource: 'blog-post' }}
      renderForm={(props) => <BlogPostForm {...props} />}
    />
  )
}
