import { NOT_FOUND_TITLES, siteLanguageOf } from '@labsite/shared'
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { useBlogPost } from '../../features/blog/api/get-blog-posts'
import { BlogPostArticle } from '../../features/blog/components/BlogPostArticle'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import { ApiError } from '../../lib/api-client'

/** One blog post, in full (GET /api/content/blogs/{id}). */
export function BlogPostRoute() {
  const { t, i18n } = useTranslation()
  const { id = '' } = useParams()
  const { data: post, error, isLoading } = useBlogPost(id)
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400)
  const articleNotFound = NOT_FOUND_TITLES[siteLanguageOf(i18n.language)].article
  usePageTitle(post ? { title: post.title } : notFound ? { title: articleNotFound } : 'blogPost')

  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        <Anchor component={Link} to={PATHS.blog}>
          {t('blog.back')}
        </Anchor>
        {isLoading ? (
          <Text role="status">{t('common.loading')}</Text>
        ) : notFound ? (
          <Stack gap="md" align="flex-start">
            <Title order={1}>{t('blog.notFoundTitle')}</Title>
            <Text>{t('blog.notFoundText')}</Text>
            <Button component={Link} to={PATHS.blog}>
              {t('blog.backButton')}
            </Button>
          </Stack>
        ) : error || !post ? (
          <Text role="alert" c="red.9">
            {t('common.error', { message: t('messages.fetchBlogsFailed') })}
          </Text>
        ) : (
          <BlogPostArticle post={post} />
        )}
      </Stack>
    </Container>
  )
}

export default BlogPostRoute
