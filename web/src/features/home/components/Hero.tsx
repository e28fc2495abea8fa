import { heroText } from '@labsite/shared'
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../../config/paths'
import { useBanner } from '../api/get-home-content'
import { AboutSummary } from './AboutSummary'
import classes from './Hero.module.css'
import { HeroBackground } from './HeroBackground'
import { PackageTiles } from './PackageTiles'

/**
 * The home hero: carousel, heading, the six package tiles, booking and all-packages actions, about.
 * The heading, text and buttons come from the banner content, the app's own texts where it has none.
 */
export function Hero({ onBookPackage }: { onBookPackage: () => void }) {
  const { t } = useTranslation()
  const { data: banner } = useBanner()
  return (
    <Box component="section" id="hero" className={classes.hero} aria-labelledby="hero-title">
      <HeroBackground />
      <Container size="xl" py={{ base: 32, md: 56 }}>
        <div className={classes.columns}>
          <Stack gap="lg">
            <Title order={1} id="hero-title" c="white">
              {heroText(banner?.subtitle, 'heroHeading', t('home.heroHeading'))}
            </Title>
            {banner?.description ? (
              <Text c="white" size="lg" maw={620}>
                {banner.description}
              </Text>
            ) : null}
            <PackageTiles />
            <Group>
              <Button size="md" variant="white" onClick={onBookPackage}>
                {heroText(banner?.primaryButtonText, 'bookPackage', t('home.bookPackage'))}
              </Button>
              <Button
                size="md"
                variant="outline"
                color="white"
                component={Link}
                to={banner?.secondaryButtonLink || PATHS.allServices}
              >
                {heroText(banner?.secondaryButtonText, 'viewAllPackages', t('home.viewAllPackages'))}
              </Button>
            </Group>
          </Stack>
          <div className={classes.aside}>
            <AboutSummary />
          </div>
        </div>
      </Container>
    </Box>
  )
}
