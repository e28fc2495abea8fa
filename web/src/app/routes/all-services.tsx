import { Container, Text, TextInput, Title, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ServiceCatalogue } from '../../features/catalogue/components/ServiceCatalogue'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

/** Searching waits for a pause in typing, so each letter typed is not a request of its own. */
const SEARCH_PAUSE_MS = 250

/** All services: a search, then every package card (or the matches alone) in a grid, a page at a time. */
export function AllServicesRoute() {
  usePageTitle('allServices')
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS)
  return (
    <Container size="xl" py={48}>
      <Title order={1}>{t('catalogue.allTitle')}</Title>
      <Text mt="xs" mb="xl">
        {t('catalogue.allIntro')}
      </Text>
      <div role="search">
        <TextInput
          type="search"
          label={t('common.searchPackages')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          mb="xl"
          maw={480}
        />
      </div>
      {/* The cards' titles are h3: this names their list for the outline screen readers offer. */}
      <VisuallyHidden component="h2">
        {debouncedSearch ? t('common.searchResults', { query: debouncedSearch }) : t('catalogue.listHeading')}
      </VisuallyHidden>
      <ServiceCatalogue key={debouncedSearch} search={debouncedSearch} />
    </Container>
  )
}

export default AllServicesRoute
