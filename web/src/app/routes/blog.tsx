import { BLOG_FEATURED_CATEGORY, filterBlogPosts, MESSAGES, PAGE_TITLES } from '@labsite/shared'
import { Container, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { categoriesOf, SearchFilters } from '../../components/SearchFilters'
import { useBlogPosts } from '../../features/blog/api/get-blog-posts'
import { BlogCategoryTiles } from '../../features/blog/components/BlogCategoryTiles'
import { BlogPostGrid } from '../../features/blog/components/BlogPostGrid'
import { NewsletterBox } from '../../features/blog/components/NewsletterBox'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

/** The health blog (spec §2): search, category, featured articles, all articles, category tiles, newsletter. */
export function BlogRoute() {
  usePageTitle(PAGE_TITLES.blog)
  const { data: posts, error, isLoading } = useBlogPosts()
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState('All')
  const categories = useMemo(() => categoriesOf(posts ?? []), [posts])
  const featured = useMemo(() => (posts ?? []).filter((p) => p.category === BLOG_FEATURED_CATEGORY), [posts])
  const filtered = useMemo(() => filterBlogPosts(posts ?? [], search, category), [posts, search, category])

  return (
    <Container size="xl" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>Health Blog</Title>
          <Text c="gray.7">News on diagnostics, medicines and everyday health from our doctors.</Text>
        </div>
        {isLoading ? (
          <Text role="status">Loading...</Text>
        ) : error ? (
          <Text role="alert" c="red.9">
            Error: {MESSAGES.fetchBlogsFailed}
          </Text>
        ) : (
          <>
            <SearchFilters
              searchLabel="Search articles"
              search={search}
              onSearchChange={setSearch}
              categories={categories}
              category={category}
              onCategoryChange={setCategory}
            />
            {featured.length > 0 ? (
              <Stack gap="md" component="section" aria-labelledby="featured-articles">
                <Title order={2} id="featured-articles">
                  Featured Articles
                </Title>
                <BlogPostGrid posts={featured} />
              </Stack>
            ) : null}
            <Stack gap="md" component="section" aria-labelledby="all-articles">
              <Title order={2} id="all-articles">
                All Articles
              </Title>
              {filtered.length === 0 ? (
                <Text>No articles found matching your criteria.</Text>
              ) : (
                <BlogPostGrid posts={filtered} />
              )}
            </Stack>
          </>
        )}
        <Stack gap="md" component="section" aria-labelledby="blog-categories">
          <Title order={2} id="blog-categories">
            Categories
          </Title>
          <BlogCategoryTiles />
        </Stack>
        <NewsletterBox />
      </Stack>
    </Container>
  )
}

export default BlogRoute
