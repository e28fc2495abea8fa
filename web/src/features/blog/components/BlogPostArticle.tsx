import type { BlogPost } from '@labsite/shared'
import { Badge, Group, Image, Stack, Text, Title, Typography } from '@mantine/core'
import { useCategoryLabel } from '../../../i18n/use-category-label'
import { useLocale } from '../../../i18n/use-locale'
import { formatPublishDate } from '../lib/post-text'

/**
 * A whole post. Its HTML was sanitized by the server when it was saved, so it is shown
 * as HTML here, styled by Mantine's typography rules.
 */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  const categoryLabel = useCategoryLabel()
  const { locale } = useLocale()
  return (
    <Stack gap="lg" component="article">
      <Stack gap="xs">
        {post.category ? (
          <Group>
            <Badge color="teal.9" variant="outline">
              {categoryLabel(post.category)}
            </Badge>
          </Group>
        ) : null}
        <Title order={1}>{post.title}</Title>
        <Text c="gray.7">
          {[post.author, formatPublishDate(post.publishDate, locale)].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {post.imageUrl ? (
        <Image src={post.imageUrl} alt="" width={1280} height={720} radius="md" mah={420} fit="cover" />
      ) : null}
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes blog HTML on write */}
        <div dangerouslySetInnerHTML={{ __html: post.content }} />
      </Typography>
    </Stack>
  )
}
