import { Anchor, Container, Flex, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBusinessContact } from '../../features/site/api/get-site-content'
import { callHref } from './call-link'
import classes from './SiteHeader.module.css'

/** The strip above the header bar: the lab's phone (a call link), business hours and e-mail. */
export function HeaderContactStrip() {
  const { t } = useTranslation()
  const { data: contact } = useBusinessContact()
  return (
    <div className={classes.strip}>
      <Container size="xl">
        {/* The details arrive after the first paint; each keeps its line reserved (one per line on
            phones), so the header never grows and pushes the page down (layout shift). */}
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          gap={{ base: 0, sm: 'xs' }}
          wrap="wrap"
        >
          <Text size="sm" className={classes.stripItem}>
            {contact?.phone ? (
              <Anchor href={callHref(contact.phone)} c="white">
                {t('header.callUs', { phone: contact.phone })}
              </Anchor>
            ) : (
              ' '
            )}
          </Text>
          <Text size="sm" className={classes.stripItem}>
            {contact?.businessHours}
          </Text>
          <Text size="sm" className={classes.stripItem}>
            {contact?.email ? (
              <Anchor href={`mailto:${contact.email}`} c="white">
                {contact.email}
              </Anchor>
            ) : null}
          </Text>
        </Flex>
      </Container>
    </div>
  )
}
