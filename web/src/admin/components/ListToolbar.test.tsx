import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { type ListViewOptions, useListView } from '../hooks/use-list-view'
import { createTestPlatform, renderAdmin } from '../testing/render-admin'
import { ListPager, ListToolbar } from './ListToolbar'

type Item = { _id: string; name: string; category: string; price: number; updatedAt: string }

const ITEMS: Item[] = Array.from({ length: 30 }, (_, i) => ({
  _id: `t${i + 1}`,
  name: `Test ${String(i + 1).padStart(2, '0')}`,
  category: i % 2 === 0 ? 'Heart' : 'Liver',
  price: 100 + ((i * 37) % 30) * 10,
  updatedAt: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
}))

const OPTIONS: ListViewOptions<Item> = {
  searchText: (item) => item.name,
  categoryOf: (item) => item.category,
  sortValues: {
    title: (item) => item.name,
    price: (item) => item.price,
    updatedAt: (item) => item.updatedAt,
  },
}

const idOf = (item: Item) => item._id

function Harness() {
  const [items] = useState(ITEMS)
  const view = useListView(items, OPTIONS, idOf)
  return (
    <>
      <ListToolbar view={view} plural="tests" sorts={['title', 'price', 'updatedAt']} />
      <p>{view.arranging ? 'arranging' : 'not arranging'}</p>
      <ul aria-label="Shown">
        {view.visible.map((item) => (
          <li key={item._id}>{item.name}</li>
        ))}
      </ul>
      <ListPager view={view} plural="tests" />
    </>
  )
}

const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent)

describe('ListToolbar', () => {
  it('pages the list 24 at a time, in the arranged order, where dragging is allowed', () => {
    renderAdmin(<Harness />, { platform: createTestPlatform().platform })
    expect(screen.getByText('30 tests')).toBeInTheDocument()
    expect(shown()).toHaveLength(24)
    expect(screen.getByText('arranging')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Page 2 of tests' }))
    expect(shown()).toEqual(['Test 25', 'Test 26', 'Test 27', 'Test 28', 'Test 29', 'Test 30'])
  })

  it('searches and sorts, back on page 1, and then dragging is off', async () => {
    renderAdmin(<Harness />, { platform: createTestPlatform().platform })
    fireEvent.click(screen.getByRole('button', { name: 'Page 2 of tests' }))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tests' }), { target: { value: 'test 1' } })
    expect(screen.getByText('10 tests')).toBeInTheDocument()
    expect(shown()[0]).toBe('Test 10')
    expect(screen.getByText('not arranging')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Name (Z–A, high–low)' }))
    await waitFor(() => expect(shown()[0]).toBe('Test 19'))
  })
})
