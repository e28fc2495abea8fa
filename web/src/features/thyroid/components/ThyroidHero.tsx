import { REPORT_HOURS_RANGE } from '@labsite/shared'
import { Box, Button, Container, Stack, Text, Title } from '@mantine/core'

/** The thyroid page hero. */
export function ThyroidHero({ onBook }: { onBook: () => void }) {
  return (
    <Box bg="teal.9" c="white" component="section" aria-labelledby="thyroid-title">
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <Stack gap="md" maw={720}>
          <Title order={1} id="thyroid-title">
            Thyroid Health Packages
          </Title>
          <Text size="lg">
            Tiredness, weight changes and mood swings can all come from the thyroid. Check T3, T4, TSH and
            antibodies from home, with reports in {REPORT_HOURS_RANGE} hours.
          </Text>
          <Button size="md" variant="white" onClick={onBook} style={{ alignSelf: 'flex-start' }}>
            Book a Thyroid Test
          </Button>
        </Stack>
      </Container>
    </Box>
  )
}
