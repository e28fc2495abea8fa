import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * The newsletter box, whose Subscribe button does nothing. Nothing is collected, so the
 * box says so instead of pretending to sign the visitor up.
 */
export function NewsletterBox() {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="newsletter-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="newsletter-heading">
          {t('blog.newsletter')}
        </Title>
        <Text>{t('blog.newsletterText')}</Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('blog.newsletterEmail')}
            type="email"
            placeholder={t('blog.newsletterPlaceholder')}
            disabled
            style={{ flex: '1 1 240px' }}
          />
          <Button disabled>{t('blog.subscribe')}</Button>
        </Group>
      </Stack>
    </Paper>
  )
}
