import { Box, Text } from '@mantine/core'

/** The band above a preview: what staff see is not on the site (yet). */
export function PreviewBar() {
  return (
    <Box
      role="note"
      aria-label="Preview"
      bg="yellow.3"
      c="dark.9"
      px="md"
      py="xs"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 300,
        borderBottom: '2px solid var(--mantine-color-yellow-8)',
      }}
    >
      <Text fw={700}>Preview — not published</Text>
      <Text size="sm">Only people with this link see this page. Visitors see it once it is published.</Text>
    </Box>
  )
}
