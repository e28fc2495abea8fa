import { Container, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

type AuthCardProps = {
  title: string
  subtitle?: string
  children: ReactNode
}

/**
 * The narrow card every account screen sits in. The server's first screen draws the same card
 * (`.fs-card`, same padding at each width): a heading or paragraph larger than the server's would be a
 * new largest paint that waits for the app's scripts.
 */
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
