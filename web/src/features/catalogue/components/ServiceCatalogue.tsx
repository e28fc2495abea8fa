import { CATALOGUE_PAGE_SIZE } from '@labsite/shared'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServicePage } from '../api/get-services'
import { ServiceCards, ServiceCardsError, ServiceCardsLoading } from './ServiceGrid'

interface ServicePageProps {
  offset: number
  search: string
  isLast: boolean
  onMore: () => void
}

function ServicePage({ offset, search, isLast, onMore }: ServicePageProps) {
  const { t } = useTranslation()
  const { data, error, refetch: retry } = useServicePage(offset, search)
  if (error) return <ServiceCardsError error={error} onRetry={() => void retry()} />
  if (!data) return <ServiceCardsLoading count={offset === 0 ? 8 : 4} />
  if (offset === 0 && data.services.length === 0)
    return <Text>{search.trim() ? t('messages.noPackagesFound') : t('catalogue.noPackages')}</Text>
  const shown = offset + data.services.length
  return (
    <>
      <ServiceCards services={data.services} />
      {isLast && (
        <Group justify="center" gap="md">
          <Text c="gray.7" aria-live="polite">
            {t('catalogue.showing', { shown, total: data.total })}
          </Text>
          {shown < data.total && (
            <Button variant="outline" onClick={onMore}>
              {t('catalogue.loadMore')}
            </Button>
          )}
        </Group>
      )}
    </>
  )
}

/**
 * /all-services: the catalogue CATALOGUE_PAGE_SIZE packages at a time, each page its own small request;
 * "Load more" adds the next, so a lab with 10,000 packages loads as fast as one with ten. Keyed by the
 * search by its parent, so a new search starts again at the first page.
 */
export function ServiceCatalogue({ search = '' }: { search?: string }) {
  const [pages, setPages] = useState(1)
  return (
    <Stack gap="lg">
      {Array.from({ length: pages }, (_, page) => page * CATALOGUE_PAGE_SIZE).map((offset, page) => (
        <ServicePage
          key={offset}
          offset={offset}
          search={search}
          isLast={page === pages - 1}
          onMore={() => setPages(page + 2)}
        />
      ))}
    </Stack>
  )
}
