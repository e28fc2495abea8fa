import { BLOG_CATEGORY_TILES } from '@labsite/shared'
import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The blog's fixed category overview (static tiles with fixed article counts). */
export function BlogCategoryTiles() {
  const { t } = useTranslation()
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {BLOG_CATEGORY_TILES.map((tile) => (
        <Paper key={tile.name} withBorder p="md" radius="md" ta="center">
          <Text fw={600}>{t(`blog.tiles.${tile.name}`)}</Text>
          <Text size="sm" c="gray.7">
            {t('blog.articles', { count: tile.count })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
