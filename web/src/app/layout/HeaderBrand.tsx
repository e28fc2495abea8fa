import { BRAND_NAME } from '@labsite/shared'
import { Anchor, Box, Group, Image, Text } from '@mantine/core'
import { Link } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { useSiteSettings } from '../../features/site/api/get-site-content'
import classes from './SiteHeader.module.css'

/** The brand at the start of the header bar: logo, website name and short name, linking home. */
export function HeaderBrand() {
  const { data: settings } = useSiteSettings()
  const name = settings?.websiteName || BRAND_NAME
  const shortName = settings?.shortName?.trim()
  return (
    <Anchor
      component={Link}
      to={PATHS.home}
      underline="never"
      className={`${classes.brand} ${shortName ? classes.hasShortName : ''}`}
      aria-label={shortName ? name : undefined}
    >
      <Group gap="xs" wrap="nowrap" miw={0}>
        {/* Until the settings arrive the logo's place is kept, so the name beside it does not jump. */}
        {settings === undefined ? (
          <Box w={36} h={36} flex="none" className={classes.logo} />
        ) : settings.logoUrl ? (
          <Image
            src={settings.logoUrl}
            alt=""
            w={36}
            h={36}
            radius="sm"
            flex="none"
            className={classes.logo}
          />
        ) : null}
        <Text component="span" className={classes.name}>
          {name}
        </Text>
        {shortName ? (
          <Text component="span" fw={700} className={classes.shortName}>
            {shortName}
          </Text>
        ) : null}
      </Group>
    </Anchor>
  )
}
