import { Box, Container, Stack, Title } from '@mantine/core'
import { PackageTiles } from './components/PackageTiles'
import classes from './HomePage.module.css'

export function HomePage() {
  return (
    <Box className={classes.hero}>
      <Container size="xl" py={48}>
        <Stack gap="lg" maw={720}>
          <Title order={1} c="white">
            Test and you can Trust
          </Title>
          <PackageTiles />
        </Stack>
      </Container>
    </Box>
  )
}

export default HomePage
