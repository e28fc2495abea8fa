import { BLOG_CATEGORY_TILES } from '@labsite/shared'
import { Paper, SimpleGrid, Text } from '@mantine/core'

/** The blog's fixed category overview (spec §2: static tiles with fixed article counts). */
export function BlogCategoryTiles() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {BLOG_CATEGORY_TILES.map((tile) => (
        <Paper key={tile.name} withBorder p="md" radius="md" ta="center">
          <Text fw={600}>{tile.name}</Text>
          <Text size="sm" c="gray.7">
            {tile.count} articles
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
