import { REPORT_HOURS_RANGE } from '@labsite/shared'
import { Box, Button, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The thyroid page hero. */
export function ThyroidHero({ onBook }: { onBook: () => void }) {
  const { t } = useTranslation()
  return (
    <Box bg="teal.9" c="white" component="section" aria-labelledby="thyroid-title">
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <Stack gap="md" maw={720}>
          <Title order={1} id="thyroid-title">
            {t('thyroid.heroTitle')}
          </Title>
          <Text size="lg">{t('thyroid.heroText', { hours: REPORT_HOURS_RANGE })}</Text>
          <Button size="md" variant="white" onClick={onBook} style={{ alignSelf: 'flex-start' }}>
            {t('thyroid.bookTest')}
          </Button>
        </Stack>
      </Container>
    </Box>
  )
}
