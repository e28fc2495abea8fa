import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'

/**
 * The newsletter box of spec §2, whose Subscribe button does nothing. Nothing is collected, so the
 * box says so instead of pretending to sign the visitor up.
 */
export function NewsletterBox() {
  return (
    <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="newsletter-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="newsletter-heading">
          Newsletter
        </Title>
        <Text>
          Our health newsletter is coming soon. Sign-ups are not open yet, so no e-mail address is collected.
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Email address"
            type="email"
            placeholder="you@example.com"
            disabled
            style={{ flex: '1 1 240px' }}
          />
          <Button disabled>Subscribe (coming soon)</Button>
        </Group>
      </Stack>
    </Paper>
  )
}
