import type { MenuItem, Revision } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { useConflictStore } from '../../stores/conflict-store'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import MenuTab from './MenuTab'

const meta = { version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
const menu: MenuItem[] = [
  { _id: 'm1', id: 'm1', title: 'Home', path: '/', order: 1, ...meta },
  { _id: 'm2', id: 'm2', title: 'Blood Tests', path: '/blood-tests', order: 2, ...meta },
]

async function renderMenu() {
  stubGetRoutes({ menu })
  const test = createTestPlatform((w) => {
    if (w.path === 'menu/reorder/all')
      return {
        data: [
          { ...menu[1], order: 1 },
          { ...menu[0], order: 2 },
        ],
      }
    return { data: { ...(w.json as object), _id: 'm3', id: 'm3', ...meta } }
  })
  renderAdmin(<MenuTab />, { platform: test.platform })
  await screen.findByRole('list', { name: 'Menu items' })
  return test
}

/** Opens the 'Add Menu Item' dialog. */
async function openAdd() {
  fireEvent.click(screen.getByRole('button', { name: 'Add Menu Item' }))
  return within(await screen.findByRole('dialog', { name: 'Add Menu Item' }))
}

afterEach(() => useConflictStore.setState({ conflict: null }))

describe('MenuTab', () => {
  it("a stale edit opens the conflict dialog; 'Reload theirs' shows their title in the edit dialog", async () => {
    stubGetRoutes({ menu })
    const theirs = { ...menu[0], title: 'Start', version: 2 }
    const { platform, writes } = createTestPlatform(
      () => new ApiError(412, 'This record was changed by someone else', { current: theirs }),
    )
    renderAdmin(<MenuTab />, { platform })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit menu item "Home"' }))
    const edit = within(await screen.findByRole('dialog', { name: 'Edit menu item' }))
    fireEvent.change(edit.getByLabelText(/^Path/), { target: { value: '/home' } })
    fireEvent.click(edit.getByRole('button', { name: 'Save menu item' }))
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' })
    expect(conflict).toHaveTextContent('Start')
    expect(writes[0]).toMatchObject({ method: 'PUT', path: 'menu/m1', ifMatch: 1 })
    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload theirs' }))
    await waitFor(() => expect(edit.getByLabelText(/^Title/)).toHaveValue('Start'), { timeout: 5000 })
    expect(edit.getByLabelText(/^Path/)).toHaveValue('/home')
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
  })

  it('refuses an item without a path with "Path is required" and sends nothing', async () => {
    const { writes } = await renderMenu()
    const add = await openAdd()
    fireEvent.change(add.getByLabelText(/^Title/), { target: { value: 'Offers' } })
    fireEvent.click(add.getByRole('button', { name: 'Save menu item' }))
    expect(await add.findByText('Path is required')).toBeInTheDocument()
    expect(writes).toHaveLength(0)
  })

  it('adds an item with the default order count + 1 and shows it in the list', async () => {
    const { writes } = await renderMenu()
    const add = await openAdd()
    await waitFor(() => expect(add.getByLabelText('Order')).toHaveValue('3'))
    fireEvent.change(add.getByLabelText(/^Title/), { target: { value: 'Offers' } })
    fireEvent.change(add.getByLabelText(/^Path/), { target: { value: '/offers' } })
    fireEvent.click(add.getByRole('button', { name: 'Save menu item' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: 'menu',
      json: { title: 'Offers', path: '/offers', order: 3 },
    })
    expect(writes[0]?.idempotencyKey).toBeTruthy()
    expect(await screen.findByText('Menu item added')).toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: 'Offers' })).toBeInTheDocument()
  })

  it('an invalid order falls back to 1', async () => {
    const { writes } = await renderMenu()
    const add = await openAdd()
    fireEvent.change(add.getByLabelText(/^Title/), { target: { value: 'Offers' } })
    fireEvent.change(add.getByLabelText(/^Path/), { target: { value: '/offers' } })
    fireEvent.change(add.getByLabelText('Order'), { target: { value: '' } })
    fireEvent.click(add.getByRole('button', { name: 'Save menu item' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]?.json).toMatchObject({ order: 1 })
  })

  it('moving an item down by keyboard (space, arrow down, space) sends the whole new order and shows the answer', async () => {
    // jsdom lays nothing out: give each row a place, one under the other, for dnd-kit to measure.
    const rects = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const row = this.closest('li')
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0
      return DOMRect.fromRect({ x: 0, y: index * 100, width: 600, height: 80 })
    })
    const { writes } = await renderMenu()
    const handle = screen.getByRole('button', { name: 'Drag Home to reorder' })
    handle.focus()
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' })
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'))
    expect(await screen.findByText('Picked up Home, position 1 of 2.')).toBeInTheDocument()
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    fireEvent.keyDown(document, { code: 'Space', key: ' ' })
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(screen.getByText('Home was dropped at position 2 of 2.')).toBeInTheDocument()
    rects.mockRestore()
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: 'menu/reorder/all',
      json: {
        items: [{ _id: 'm2' }, { _id: 'm1' }],
      },
    })
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Menu items' }))
          .getAllByRole('listitem')
          .map((row) => row.getAttribute('aria-label')),
      ).toEqual(['Blood Tests', 'Home']),
    )
  })

  it("staff see the menu read-only, with no add button or controls but each item's history", async () => {
    stubGetRoutes({ menu })
    renderAdmin(<MenuTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    expect(await screen.findByRole('list', { name: 'Menu items' })).toHaveTextContent('Blood Tests')
    expect(screen.getByText('Read-only: only administrators can change the catalogue.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Menu Item' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Drag) / })).not.toBeInTheDocument()
    expect(
      screen
        .getAllByRole('button', { name: /^History of / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['History of menu item "Home"', 'History of menu item "Blood Tests"'])
  })

  it('restores an older title of an item from its history, and the row shows it', async () => {
    const revision = (id: string, version: number, title: string): Revision => ({
      id,
      resource: 'menu-item',
      recordId: 'm1',
      version,
      action: version === 1 ? 'create' : 'update',
      changedFields: version === 1 ? [] : ['title'],
      userEmail: 'admin@example.test',
      createdAt: `2026-11-2${version}T10:00:00.000Z`,
      restoredFrom: null,
      record: { ...menu[0], title, version },
    })
    const homePage = { ...menu[0], title: 'Home page', version: 2 }
    const routes: Record<string, unknown> = {
      menu: [homePage, menu[1]],
      'admin/revisions/menu-item/m1': {
        resource: 'menu-item',
        recordId: 'm1',
        label: 'Menu item',
        current: homePage,
        revisions: [revision('2', 2, 'Home page'), revision('1', 1, 'Home')],
      },
    }
    stubGetRoutes(routes)
    const restored = { ...menu[0], title: 'Home', version: 3 }
    const { platform, writes } = createTestPlatform(() => {
      routes.menu = [restored, menu[1]] // what the server holds after the restore
      return { data: { record: restored, revision: revision('3', 3, 'Home') } }
    })
    renderAdmin(<MenuTab />, { platform })

    fireEvent.click(await screen.findByRole('button', { name: 'History of menu item "Home page"' }))
    const versions = await screen.findByRole('list', { name: 'Versions' })
    fireEvent.click(within(versions).getByRole('button', { name: /Restore this version \(version 1/ }))
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }))

    expect(await screen.findByText('Version restored')).toBeInTheDocument()
    expect(writes).toEqual([
      expect.objectContaining({ method: 'POST', path: 'admin/revisions/menu-item/m1/1/restore', ifMatch: 2 }),
    ])
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Home' })).toHaveTextContent('/'))
  })
})
