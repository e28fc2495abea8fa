import { MESSAGES, PAGE_TITLES } from '@labsite/shared'
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link, useParams } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { useBlogPost } from '../../features/blog/api/get-blog-posts'
import { BlogPostArticle } from '../../features/blog/components/BlogPostArticle'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import { ApiError } from '../../lib/api-client'

/** One blog post, in full (GET /api/content/blogs/{id}). */
export function BlogPostRoute() {
  const { id = '' } = useParams()
  const { data: post, error, isLoading } = useBlogPost(id)
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400)
  usePageTitle(post?.title ?? (notFound ? 'Article Not Found' : PAGE_TITLES.blogPost))

  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        <Anchor component={Link} to={PATHS.blog}>
          ← Back to the blog
        </Anchor>
        {isLoading ? (
          <Text role="status">Loading...</Text>
        ) : notFound ? (
          <Stack gap="md" align="flex-start">
            <Title order={1}>Article Not Found</Title>
            <Text>This article does not exist or has been removed.</Text>
            <Button component={Link} to={PATHS.blog}>
              Back to the blog
            </Button>
          </Stack>
        ) : error || !post ? (
          <Text role="alert" c="red.9">
            Error: {MESSAGES.fetchBlogsFailed}
          </Text>
        ) : (
          <BlogPostArticle post={post} />
        )}
      </Stack>
    </Container>
  )
}

export default BlogPostRoute
