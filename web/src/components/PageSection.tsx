import { Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

export interface PageSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string
  title: string
  children: ReactNode
}

/** A titled part of a page: a section named by its level-2 heading. */
export function PageSection({ id, title, children }: PageSectionProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}
