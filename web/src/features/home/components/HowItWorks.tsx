import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'

const STEPS = [
  { title: 'Browse Packages', text: 'Compare our health packages and pick the one that fits you.' },
  {
    title: 'Submit Your Details',
    text: 'Fill in the short booking form; attach a prescription if you have one.',
  },
  {
    title: 'Receive a Callback',
    text: 'Our team calls you back to confirm the time of your home sample collection.',
  },
]

/** The three-step 'how it works' section (spec §2). */
export function HowItWorks() {
  return (
    <Box bg="gray.0" component="section" aria-labelledby="how-title">
      <Container size="xl" py={56}>
        <Title order={2} id="how-title" ta="center" mb="xl">
          How It Works
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
                {`Step ${index + 1}: ${step.title}`}
              </Title>
              <Text>{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
