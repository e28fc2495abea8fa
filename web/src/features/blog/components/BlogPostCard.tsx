import type { BlogPost } from '@labsite/shared'
import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router-dom'
import { blogPostPath } from '../../../config/paths'
import { useCategoryLabel } from '../../../i18n/use-category-label'
import { useLocale } from '../../../i18n/use-locale'
import { excerptOf, formatPublishDate } from '../lib/post-text'

type BlogPostCardProps = {
  post: BlogPost
}

/** A post in a list: image, category, title linking to the full article, author, date and excerpt. */
export function BlogPostCard({ post }: BlogPostCardProps) {
  const categoryLabel = useCategoryLabel()
  const { locale } = useLocale()
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      {post.imageUrl ? (
        <Card.Section>
          <Image src={post.imageUrl} alt="" loading="lazy" width={640} height={360} h={180} fit="cover" />
        </Card.Section>
      ) : null}
      <Stack gap="xs" mt={post.imageUrl ? 'md' : 0}>
        {post.category ? (
          <Group>
            <Badge color="teal.9" variant="outline">
              {categoryLabel(post.category)}
            </Badge>
          </Group>
        ) : null}
        <Title order={3} size="h4">
          <Anchor component={Link} to={blogPostPath(post.id)} c="dark.9">
            {post.title}
          </Anchor>
        </Title>
        <Text size="sm" c="gray.7">
          {[post.author, formatPublishDate(post.publishDate, locale)].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">{excerptOf(post)}</Text>
      </Stack>
    </Card>
  )
}
