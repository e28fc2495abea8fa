import { Stack, Text, Title } from '@mantine/core'
import { useAbout } from '../api/get-about'
import classes from './Hero.module.css'

/** The about title and description shown beside the hero on large screens. */
export function AboutSummary() {
  const { data: about } = useAbout()
  if (!about?.title && !about?.description) return null
  return (
    <Stack gap="sm" className={classes.about}>
      <Title order={2} c="white">
        {about.title}
      </Title>
      <Text c="white" size="lg">
        {about.description}
      </Text>
    </Stack>
  )
}
