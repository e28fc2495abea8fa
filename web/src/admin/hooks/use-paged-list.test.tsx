import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AdminPagedRead, Page } from '../api/requests'
import { createTestPlatform, renderAdmin } from '../testing/render-admin'
import { type PagedList, usePagedList } from './use-paged-list'

type Row = { id: string; status: string }

/** A page read the test answers by hand, so it decides when each read lands and with what. */
function manualPagedRead() {
  const pending: Array<(page: Page<Row>) => void> = []
  const read: AdminPagedRead<Row> = {
    key: ['paged-list-test'],
    fetchPage: () => new Promise<Page<Row>>((resolve) => pending.push(resolve)),
  }
  const answer = (status: string) =>
    pending.shift()?.({ items: [{ id: 'c1', status }], total: 1, capped: false })
  return { read, pending, answer }
}

function renderList(read: AdminPagedRead<Row>) {
  const seen: { list?: PagedList<Row> } = {}
  function Probe() {
    const list = usePagedList(read)
    seen.list = list
    return <p>status: {list.items[0]?.status ?? 'none'}</p>
  }
  const { platform } = createTestPlatform()
  const view = renderAdmin(<Probe />, { platform })
  return { ...view, list: () => seen.list as PagedList<Row> }
}

describe('usePagedList', () => {
  it("keeps a write's answer when a read that left before the write lands after it", async () => {
    const { read, pending, answer } = manualPagedRead()
    const { list, queryClient } = renderList(read)
    await act(async () => answer('new'))
    expect(await screen.findByText('status: new')).toBeInTheDocument()

    // A change event refetches the page; the server answers it with the row as it was then.
    act(() => void queryClient.invalidateQueries({ queryKey: read.key }))
    await waitFor(() => expect(pending).toHaveLength(1))
    // Meanwhile staff's write lands and its answer is put in place of the row.
    act(() => list().replaceItem({ id: 'c1', status: 'report-ready' }))
    expect(await screen.findByText('status: report-ready')).toBeInTheDocument()

    await act(async () => answer('confirmed'))
    // The older read does not put "confirmed" back; the page is read again after the write.
    expect(screen.getByText('status: report-ready')).toBeInTheDocument()
    await waitFor(() => expect(pending).toHaveLength(1))
    await act(async () => answer('report-ready'))
    expect(screen.getByText('status: report-ready')).toBeInTheDocument()
  })

  it('asks nothing more of the server after a write when no read is under way', async () => {
    const { read, pending, answer } = manualPagedRead()
    const { list } = renderList(read)
    await act(async () => answer('new'))
    expect(await screen.findByText('status: new')).toBeInTheDocument()

    act(() => list().replaceItem({ id: 'c1', status: 'contacted' }))
    expect(await screen.findByText('status: contacted')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(pending).toHaveLength(0)
  })

  it("keeps a write's answer when a search typed just before it moved the list to a new page", async () => {
    const { read, pending, answer } = manualPagedRead()
    const { list } = renderList(read)
    await act(async () => answer('new'))
    expect(await screen.findByText('status: new')).toBeInTheDocument()

    // The row's write was sent from the list as it was; then a search is typed and its read leaves
    // before the write lands, so the server answers it with the row as it was.
    const replaceFromTheRow = list().replaceItem
    act(() => list().setSearch('c1'))
    await waitFor(() => expect(pending).toHaveLength(1))
    await act(async () => replaceFromTheRow({ id: 'c1', status: 'confirmed' }))

    // The read that left before the write is dropped when it lands, and the searched page is read
    // again once the write is in (until then the list shows the page it had).
    await act(async () => answer('new'))
    await waitFor(() => expect(pending).toHaveLength(1))
    await act(async () => answer('confirmed'))
    expect(await screen.findByText('status: confirmed')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText('status: confirmed')).toBeInTheDocument()
  })
})
