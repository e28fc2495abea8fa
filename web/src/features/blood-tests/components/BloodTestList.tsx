import { type BloodTest, CATALOGUE_PAGE_SIZE } from '@labsite/shared'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type BloodTestFilter, useBloodTestPage } from '../api/get-blood-tests'
import { BloodTestGrid } from './BloodTestGrid'

interface BloodTestPageProps {
  filter: BloodTestFilter
  offset: number
  isLast: boolean
  onMore: () => void
  onBook: (test: BloodTest) => void
}

function BloodTestPage({ filter, offset, isLast, onMore, onBook }: BloodTestPageProps) {
  const { t } = useTranslation()
  const { data } = useBloodTestPage(filter, offset)
  if (!data) return null
  if (offset === 0 && data.tests.length === 0) return <Text>{t('messages.noTestsFound')}</Text>
  const remaining = data.total - offset - data.tests.length
  return (
    <>
      <BloodTestGrid tests={data.tests} onBook={onBook} />
      {isLast && remaining > 0 && (
        <Group justify="center">
          <Button variant="outline" onClick={onMore}>
            {t('bloodTests.loadMore', { count: remaining })}
          </Button>
        </Group>
      )}
    </>
  )
}

/**
 * Every test matching the filter, searched by the server CATALOGUE_PAGE_SIZE at a time: "Load more"
 * fetches the next page, so a lab with thousands of tests is searched whole and loads as fast as one
 * with ten. Keyed by the filter by its parent, so a new search starts again at the first page.
 */
export function BloodTestList({
  filter,
  onBook,
}: {
  filter: BloodTestFilter
  onBook: (test: BloodTest) => void
}) {
  const [pages, setPages] = useState(1)
  return (
    <Stack gap="lg">
      {Array.from({ length: pages }, (_, page) => page * CATALOGUE_PAGE_SIZE).map((offset, page) => (
        <BloodTestPage
          key={offset}
          filter={filter}
          offset={offset}
          isLast={page === pages - 1}
          onMore={() => setPages(page + 2)}
          onBook={onBook}
        />
      ))}
    </Stack>
  )
}
