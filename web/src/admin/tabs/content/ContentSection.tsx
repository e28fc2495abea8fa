import { Alert, Center, Group, Loader, Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'

interface ContentSectionProps {
  title: string
  /** Shown instead of the body while it loads or when loading failed. */
  loading?: boolean
  error?: string | null
  action?: ReactNode
  children?: ReactNode
}

/** One titled block of the Content tab, with its loading and error states. */
export function ContentSection({ title, loading, error, action, children }: ContentSectionProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} size="h3">
          {title}
        </Title>
        {action}
      </Group>
      {error ? (
        <Alert color="red">Error: {error}</Alert>
      ) : loading ? (
        <Center py="lg">
          <Loader aria-label={`Loading ${title}`} />
        </Center>
      ) : (
        children
      )}
    </Paper>
  )
}
