import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { createTestPlatform, renderAdmin } from '../testing/render-admin'
import { AdminModal } from './AdminModal'

/** A service form with its picture library open on top, as ImageField opens MediaPickerModal. */
function FormWithLibrary() {
  const [form, setForm] = useState(true)
  const [library, setLibrary] = useState(true)
  return (
    <AdminModal opened={form} onClose={() => setForm(false)} title="Edit service">
      <input aria-label="Name" defaultValue="Typed but not saved" />
      <AdminModal opened={library} onClose={() => setLibrary(false)} title="Choose a picture for Picture">
        <button type="button">Choose</button>
      </AdminModal>
    </AdminModal>
  )
}

describe('admin dialogs', () => {
  it('Escape closes only the dialog on top, never the form beneath it', async () => {
    renderAdmin(<FormWithLibrary />, { platform: createTestPlatform().platform })
    const library = await screen.findByRole('dialog', { name: 'Choose a picture for Picture' })
    fireEvent.keyDown(screen.getByRole('button', { name: 'Choose' }), { key: 'Escape' })
    await waitFor(() => expect(library).not.toBeInTheDocument())
    expect(screen.getByRole('dialog', { name: 'Edit service' })).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Typed but not saved')

    // The form, now on top, still closes with Escape.
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' })
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit service' })).not.toBeInTheDocument(),
    )
  })
})
