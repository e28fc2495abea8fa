import { Button } from '@mantine/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { useConflictStore } from '../stores/conflict-store'
import { createTestPlatform, renderAdmin } from '../testing/render-admin'
import { useAdminSave } from './use-admin-save'

const theirs = { _id: 's1', id: 's1', version: 3, title: 'Their title', price: '900' }

function SaveButton({ onReload }: { onReload?: (current: Record<string, unknown>) => void }) {
  const save = useAdminSave()
  const [outcome, setOutcome] = useState('')
  async function click() {
    const saved = await save({
      write: {
        method: 'PUT',
        path: 'service/s1',
        json: { title: 'My title', price: '500' },
        ifMatch: 1,
        label: 'Update service',
      },
      invalidates: [],
      successMessage: { title: 'Service updated', message: 'The service was saved.' },
      onConflictReload: onReload,
    })
    setOutcome(saved ? 'saved' : 'not saved')
  }
  return (
    <>
      <Button onClick={click}>Save</Button>
      <output data-testid="outcome">{outcome}</output>
    </>
  )
}

const stale = () => new ApiError(412, 'This record was changed by someone else', { current: theirs })

afterEach(() => useConflictStore.setState({ conflict: null }))

describe('useAdminSave', () => {
  it('on 412 shows their record beside mine, and "Overwrite with mine" resends with their version', async () => {
    let calls = 0
    const { platform, writes } = createTestPlatform((w) => (calls++ === 0 ? stale() : { data: w.json }))
    renderAdmin(<SaveButton />, { platform })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' })
    expect(dialog).toHaveTextContent('Their title')
    expect(dialog).toHaveTextContent('My title')
    expect(dialog).toHaveTextContent('900')
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite with mine' }))

    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent(/^saved$/))
    expect(writes).toHaveLength(2)
    expect(writes[1]).toMatchObject({
      method: 'PUT',
      path: 'service/s1',
      ifMatch: 3,
      json: { title: 'My title' },
    })
    expect(await screen.findByText('Service updated')).toBeInTheDocument()
  })

  it('"Reload theirs" hands their record to the form and sends nothing more', async () => {
    const onReload = vi.fn()
    const { platform, writes } = createTestPlatform(() => stale())
    renderAdmin(<SaveButton onReload={onReload} />, { platform })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Reload theirs' }))

    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('not saved'))
    expect(onReload).toHaveBeenCalledWith(theirs)
    expect(writes).toHaveLength(1)
  })

  it('shows the server message in a red toast on any other failure', async () => {
    const { platform } = createTestPlatform(() => new ApiError(400, 'body/price must be string', null))
    renderAdmin(<SaveButton />, { platform })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('body/price must be string')).toBeInTheDocument()
    expect(screen.getByTestId('outcome')).toHaveTextContent('not saved')
  })

  it('a queued write shows the offline toast and counts as saved', async () => {
    const { platform } = createTestPlatform(() => 'queued')
    renderAdmin(<SaveButton />, { platform })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Saved offline — will sync when the server is reachable'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent(/^saved$/))
  })

  it("gives a POST sent without an idempotency key one of its own, and keeps a form's key", async () => {
    function PostButtons() {
      const save = useAdminSave()
      const post = (idempotencyKey?: string) =>
        save({
          write: { method: 'POST', path: 'menu', json: {}, idempotencyKey, label: 'Publish' },
          invalidates: [],
          successMessage: { title: 'Done', message: 'Done.' },
        })
      return (
        <>
          <Button onClick={() => post()}>Without key</Button>
          <Button onClick={() => post('form-key')}>With key</Button>
        </>
      )
    }
    const { platform, writes } = createTestPlatform()
    renderAdmin(<PostButtons />, { platform })
    fireEvent.click(screen.getByRole('button', { name: 'Without key' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'With key' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(writes[1]?.idempotencyKey).toBe('form-key')
  })
})
