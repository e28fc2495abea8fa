import { Container, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

type AuthCardProps = {
  title: string
  subtitle?: string
  children: ReactNode
}

/** The narrow card every account screen sits in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Container size={460} py={48}>
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? <Text c="gray.7">{subtitle}</Text> : null}
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  )
}
