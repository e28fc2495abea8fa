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

const addForm = () =>
  within(screen.getByRole('heading', { name: 'Add Menu Item' }).closest('form') as HTMLElement)

afterEach(() => useConflictStore.setState({ conflict: null }))

describe('MenuTab', () => {
  it("a stale edit of a row opens the conflict dialog; 'Reload theirs' shows their title in the row", async () => {
    stubGetRoutes({ menu })
    const theirs = { ...menu[0], title: 'Start', version: 2 }
    const { platform, writes } = createTestPlatform(
      () => new ApiError(412, 'This record was changed by someone else', { current: theirs }),
    )
    renderAdmin(<MenuTab />, { platform })
    fireEvent.change(await screen.findByLabelText('Title of menu item "Home"'), {
      target: { value: 'Homepage' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save menu item "Home"' }))
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' })
    expect(conflict).toHaveTextContent('Start')
    expect(writes[0]).toMatchObject({ method: 'PUT', path: 'menu/m1', ifMatch: 1 })
    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload theirs' }))
    await waitFor(() => expect(screen.getByLabelText('Title of menu item "Start"')).toHaveValue('Start'), {
      timeout: 5000,
    })
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
  })

  it('refuses an item without a title or path with "Please fill in all fields" and sends nothing', async () => {
    const { writes } = await renderMenu()
    fireEvent.change(addForm().getByLabelText('Title'), { target: { value: 'Offers' } })
    fireEvent.click(addForm().getByRole('button', { name: 'Add Menu Item' }))
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument()
    expect(writes).toHaveLength(0)
  })

  it('adds an item with the default order count + 1 and shows it in the list', async () => {
    const { writes } = await renderMenu()
    expect(addForm().getByLabelText('Order')).toHaveValue('3')
    fireEvent.change(addForm().getByLabelText('Title'), { target: { value: 'Offers' } })
    fireEvent.change(addForm().getByLabelText('Path'), { target: { value: '/offers' } })
    fireEvent.click(addForm().getByRole('button', { name: 'Add Menu Item' }))
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
    fireEvent.change(addForm().getByLabelText('Title'), { target: { value: 'Offers' } })
    fireEvent.change(addForm().getByLabelText('Path'), { target: { value: '/offers' } })
    fireEvent.change(addForm().getByLabelText('Order'), { target: { value: '' } })
    fireEvent.click(addForm().getByRole('button', { name: 'Add Menu Item' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]?.json).toMatchObject({ order: 1 })
  })

  it('moving an item down by keyboard (space, arrow down, space) sends the whole new order and shows the answer', async () => {
    // jsdom lays nothing out: give each row a place, one under the other, for dnd-kit to measure.
    const rects = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const row = this.closest('[data-testid="menu-item-row"]')
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0
      return DOMRect.fromRect({ x: 0, y: index * 100, width: 600, height: 80 })
    })
    const { writes } = await renderMenu()
    const handle = screen.getByRole('button', { name: 'Drag menu item "Home" to reorder' })
    handle.focus()
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' })
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'))
    expect(await screen.findByText('Picked up menu item "Home", position 1 of 2.')).toBeInTheDocument()
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    fireEvent.keyDown(document, { code: 'Space', key: ' ' })
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(screen.getByText('menu item "Home" was dropped at position 2 of 2.')).toBeInTheDocument()
    rects.mockRestore()
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: 'menu/reorder/all',
      json: {
        items: [
          { _id: 'm2', order: 1 },
          { _id: 'm1', order: 2 },
        ],
      },
    })
    await waitFor(() =>
      expect(screen.getAllByTestId('menu-item-row').map((row) => row.getAttribute('aria-label'))).toEqual([
        'Blood Tests',
        'Home',
      ]),
    )
  })

  it("staff see the menu read-only, with no add form or controls but each item's history", async () => {
    stubGetRoutes({ menu })
    renderAdmin(<MenuTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    expect(await screen.findByRole('table', { name: 'Menu items' })).toHaveTextContent('Blood Tests')
    expect(screen.getByText('Read-only: only administrators can change the catalogue.')).toBeInTheDocument()
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'History of menu item "Home"',
      'History of menu item "Blood Tests"',
    ])
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
    await waitFor(() => expect(screen.getByLabelText('Title of menu item "Home"')).toHaveValue('Home'))
  })
})
