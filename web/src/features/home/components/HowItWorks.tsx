import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const STEPS = [
  { title: 'home.steps.browseTitle', text: 'home.steps.browseText' },
  { title: 'home.steps.detailsTitle', text: 'home.steps.detailsText' },
  { title: 'home.steps.callbackTitle', text: 'home.steps.callbackText' },
] as const

/** The three-step 'how it works' section. */
export function HowItWorks() {
  const { t } = useTranslation()
  return (
    <Box bg="gray.0" component="section" aria-labelledby="how-title">
      <Container size="xl" py={56}>
        <Title order={2} id="how-title" ta="center" mb="xl">
          {t('home.howTitle')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, md: 3 }}
          spacing="xl"
          component="ol"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {STEPS.map((step, index) => (
            <Stack key={step.title} component="li" align="center" ta="center" gap="xs">
              <ThemeIcon size={48} radius="xl" aria-hidden>
                <Text fw={700} size="lg">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Title order={3} size="h4">
                {t('home.stepTitle', { number: index + 1, title: t(step.title) })}
              </Title>
              <Text>{t(step.text)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
