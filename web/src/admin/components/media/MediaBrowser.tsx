import type { MediaItem } from '@labsite/shared'
import { Alert, Center, Group, Loader, Pagination, SimpleGrid, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { mediaLibrary } from '../../api'
import { type PagedList, usePagedList } from '../../hooks/use-paged-list'
import { MediaThumb } from './MediaThumb'

export const MEDIA_PAGE_SIZE = 24

export interface MediaBrowserProps {
  /** The buttons under each picture (edit and delete in the tab, "Choose" in a picture field). */
  renderActions: (item: MediaItem, list: PagedList<MediaItem>) => ReactNode
  /** Smaller grid in a dialog. */
  compact?: boolean
}

/** The media library as a grid, newest first, searchable by file name and alt text, a page at a time. */
export function MediaBrowser({ renderActions, compact }: MediaBrowserProps) {
  const list = usePagedList(mediaLibrary, MEDIA_PAGE_SIZE)
  return (
    <>
      <TextInput
        label="Search pictures"
        description="By file name or alt text"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        mb="md"
        maw={420}
      />
      {list.error ? (
        <Alert color="red" title="Could not load the media library">
          {list.error}
        </Alert>
      ) : null}
      {list.loading && list.items.length === 0 ? (
        <Center py="xl">
          <Loader aria-label="Loading pictures" />
        </Center>
      ) : null}
      {!list.loading && !list.error && list.items.length === 0 ? (
        <Text>{list.filters.q ? `No picture matches "${list.filters.q}".` : 'No pictures yet.'}</Text>
      ) : null}
      <SimpleGrid
        component="ul"
        aria-label="Pictures"
        cols={compact ? { base: 2, sm: 3, md: 4 } : { base: 1, xs: 2, sm: 3, lg: 4 }}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {list.items.map((item) => (
          <MediaThumb key={item.id} item={item}>
            {renderActions(item, list)}
          </MediaThumb>
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="md">
        <Text size="sm">
          {list.total} {list.total === 1 ? 'picture' : 'pictures'}
        </Text>
        {list.pageCount > 1 ? (
          <Pagination
            total={list.pageCount}
            value={list.page}
            onChange={list.setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        ) : null}
      </Group>
    </>
  )
}
