import { TextInput } from '@mantine/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { AdminFormModal } from '../components/AdminFormModal'
import { useConflictStore } from '../stores/conflict-store'
import { createTestPlatform, renderAdmin } from '../testing/render-admin'
import { useAdminForm } from './use-admin-form'
import { useAdminSave } from './use-admin-save'

interface Values {
  title: string
  shortDescription: string
  price: string
}
const EMPTY: Values = { title: '', shortDescription: '', price: '' }
const valuesOf = (record: Values) => ({
  title: record.title,
  shortDescription: record.shortDescription,
  price: record.price,
})
const opened = {
  _id: 's1',
  id: 's1',
  version: 1,
  title: 'CBC',
  shortDescription: 'Blood count',
  price: '500',
}
// A colleague saved meanwhile: a new title and price; the description as it was.
const theirs = { ...opened, version: 3, title: 'CBC (their title)', price: '900' }

/** An edit dialog as the catalogue tabs build it: useAdminForm + useAdminSave with the record opened. */
function EditDialog() {
  const save = useAdminSave()
  const dialog = useAdminForm(true, opened, valuesOf, EMPTY)
  const { form } = dialog
  return (
    <AdminFormModal
      opened
      onClose={() => {}}
      title="Edit Service"
      busy={false}
      submitLabel="Save Changes"
      onSubmit={form.onSubmit((values) =>
        save({
          write: {
            method: 'PUT',
            path: 'service/s1',
            json: values,
            ifMatch: dialog.version,
            label: 'Update',
          },
          invalidates: [],
          successMessage: { title: 'Saved', message: 'Saved.' },
          openedWith: opened,
          onConflictReload: (current) =>
            dialog.loadTheirs(valuesOf(current as unknown as Values), current.version as number),
        }),
      )}
    >
      <TextInput label="Title" {...form.getInputProps('title')} />
      <TextInput label="Short description" {...form.getInputProps('shortDescription')} />
      <TextInput label="Price" {...form.getInputProps('price')} />
    </AdminFormModal>
  )
}

afterEach(() => useConflictStore.setState({ conflict: null }))

describe('the conflict dialog', () => {
  it('labels the fields, flags only those that differ, and "Reload theirs" keeps my edits they did not touch', async () => {
    const user = userEvent.setup()
    let calls = 0
    const { platform, writes } = createTestPlatform((w) =>
      calls++ === 0
        ? new ApiError(412, 'This record was changed by someone else', { current: theirs })
        : { data: { ...theirs, ...(w.json as object), version: 4 } },
    )
    renderAdmin(<EditDialog />, { platform })
    const form = await screen.findByRole('dialog', { name: 'Edit Service' })
    await user.clear(within(form).getByRole('textbox', { name: 'Title' }))
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'CBC (my title)')
    await user.clear(within(form).getByRole('textbox', { name: 'Short description' }))
    await user.type(within(form).getByRole('textbox', { name: 'Short description' }), 'Complete blood count')
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }))

    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' })
    const table = within(conflict).getByRole('table', { name: 'Their version compared with yours' })
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) })
    expect(row('Title')).toHaveTextContent(/Title\s*Differs\s*CBC \(their title\)\s*CBC \(my title\)/)
    expect(row('Short description')).toHaveTextContent(/Differs\s*Blood count\s*Complete blood count/)
    // Their price: mine was never touched, so overwriting keeps theirs; nothing differs there.
    expect(row('Price')).toHaveTextContent(/^Price\s*900\s*900$/)
    expect(within(table).queryByText('shortDescription')).toBeNull()
    expect(within(table).getAllByText('Differs')).toHaveLength(2)

    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload theirs' }))
    // Both changed the title: theirs. Only I changed the description: mine, still typed. Their price.
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('CBC (their title)'),
    )
    expect(within(form).getByRole('textbox', { name: 'Short description' })).toHaveValue(
      'Complete blood count',
    )
    expect(within(form).getByRole('textbox', { name: 'Price' })).toHaveValue('900')
    expect(writes).toHaveLength(1)

    // Saving now goes with their version and carries both people's changes.
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1]).toMatchObject({
      ifMatch: 3,
      json: { title: 'CBC (their title)', shortDescription: 'Complete blood count', price: '900' },
    })
    // Typed key by key (userEvent): over the suite's 15 s on a loaded 2-core machine.
  }, 40_000)
})
