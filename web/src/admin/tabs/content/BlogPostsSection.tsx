import type { BlogPost } from '@labsite/shared'
import { Group, Text } from '@mantine/core'
import { useState } from 'react'
import { blogPosts } from '../../api'
import { CatalogueListTab } from '../../components/CatalogueListTab'
import type { ListViewOptions } from '../../hooks/use-list-view'
import { formatDate } from '../../lib/format-date'
import { BlogPostForm } from './BlogPostForm'
import { ContentRecordCard } from './ContentRecordCard'

const nameOf = (p: BlogPost) => p.title

/** Newest first, like the public blog: a saved post goes where its date puts it. */
const newestFirst = (list: BlogPost[]) => list.sort((a, b) => b.publishDate.localeCompare(a.publishDate))

/** Health blog articles. */
export function BlogPostsSection() {
  const [listView] = useState<ListViewOptions<BlogPost>>(() => ({
    searchText: (p) => `${p.title} ${p.excerpt} ${p.category} ${p.author} ${p.tags.join(' ')}`,
    categoryOf: (p) => p.category,
    sortValues: { title: nameOf, updatedAt: (p) => p.updatedAt },
  }))
  return (
    <CatalogueListTab<BlogPost>
      title="Blog posts"
      noun="blog post"
      plural="blog posts"
      addLabel="Add blog post"
      collection={blogPosts}
      nameOf={nameOf}
      listView={listView}
      layout="list"
      renderCard={(p, _leading, actions) => (
        <ContentRecordCard
          record={p}
          noun="blog post"
          name={p.title}
          resource="blog-post"
          collection={blogPosts}
          actions={actions}
        >
          <Text fw={600}>{p.title}</Text>
          <Group gap="xs">
            <Text size="sm">{formatDate(p.publishDate)}</Text>
            {p.category ? <Text size="sm">· {p.category}</Text> : null}
            {p.author ? <Text size="sm">· {p.author}</Text> : null}
          </Group>
        </ContentRecordCard>
      )}
      renderForm={(props) => <BlogPostForm {...props} />}
      arrangeSaved={newestFirst}
    />
  )
}
