import { featuredBlogPosts, filterBlogPosts } from '@labsite/shared'
import { Container, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListPageState } from '../../components/ListPageState'
import { PageSection } from '../../components/PageSection'
import { categoriesOf, SearchFilters } from '../../components/SearchFilters'
import { useBlogPosts } from '../../features/blog/api/get-blog-posts'
import { BlogCategoryTiles } from '../../features/blog/components/BlogCategoryTiles'
import { BlogPostGrid } from '../../features/blog/components/BlogPostGrid'
import { NewsletterBox } from '../../features/blog/components/NewsletterBox'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

/** The health blog: search, category, featured articles, all articles, category tiles, newsletter. */
export function BlogRoute() {
  const { t } = useTranslation()
  usePageTitle('blog')
  const { data: posts, error, isLoading } = useBlogPosts()
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState('All')
  const categories = useMemo(() => categoriesOf(posts ?? []), [posts])
  const featured = useMemo(() => featuredBlogPosts(posts ?? []), [posts])
  const filtered = useMemo(() => filterBlogPosts(posts ?? [], search, category), [posts, search, category])

  return (
    <Container size="xl" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('blog.title')}</Title>
          <Text c="gray.7">{t('blog.intro')}</Text>
        </div>
        <ListPageState isLoading={isLoading} error={error} errorMessage={t('messages.fetchBlogsFailed')}>
          <SearchFilters
            searchLabel={t('blog.search')}
            search={search}
            onSearchChange={setSearch}
            categories={categories}
            category={category}
            onCategoryChange={setCategory}
          />
          {featured.length > 0 ? (
            <PageSection id="featured-articles" title={t('blog.featured')}>
              <BlogPostGrid posts={featured} />
            </PageSection>
          ) : null}
          <PageSection id="all-articles" title={t('blog.all')}>
            {filtered.length === 0 ? <Text>{t('blog.none')}</Text> : <BlogPostGrid posts={filtered} />}
          </PageSection>
        </ListPageState>
        <PageSection id="blog-categories" title={t('blog.categories')}>
          <BlogCategoryTiles />
        </PageSection>
        <NewsletterBox />
      </Stack>
    </Container>
  )
}

export default BlogRoute
