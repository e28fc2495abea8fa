import { Paper, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * The frame of a CatalogueListTab: the tab itself, or, with a `title`, one titled and bordered
 * section of a tab that holds several (the Content tab).
 */
export function ListSection({
  label,
  title,
  children,
}: {
  label: string
  title?: string
  children: ReactNode
}) {
  if (!title) return <section aria-label={label}>{children}</section>
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
}
