import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { useConflictStore } from '../../stores/conflict-store'
import { createTestPlatform, renderAdmin, stubGetRoutes } from '../../testing/render-admin'
import BackgroundsTab from './BackgroundsTab'

const background = {
  _id: 'b1',
  id: 'b1',
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  url: '/uploads/lab.jpg',
  imageUrl: '/uploads/lab.jpg',
  alt: 'Our lab',
  altText: 'Our lab',
  order: 1,
}

async function openEdit() {
  stubGetRoutes({ 'background-images': [background] })
  const test = createTestPlatform((w) => ({ data: { ...background, ...(w.json as object), version: 3 } }))
  renderAdmin(<BackgroundsTab />, { platform: test.platform })
  fireEvent.click(await screen.findByRole('button', { name: 'Edit background "Our lab"' }))
  return { ...test, dialog: within(await screen.findByRole('dialog', { name: 'Edit Background' })) }
}

afterEach(() => useConflictStore.setState({ conflict: null }))

describe('BackgroundsTab', () => {
  it('an update sends only the changed fields, with the version the form was opened with', async () => {
    const { writes, dialog } = await openEdit()
    fireEvent.change(dialog.getByLabelText('Alt text'), { target: { value: 'Our new lab' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({ method: 'PUT', path: 'background-images/b1', ifMatch: 2 })
    expect(writes[0]?.json).toEqual({ alt: 'Our new lab' })
    expect(await screen.findByText('Background updated')).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'Our new lab' })).toBeInTheDocument()
  })

  it('an alt text in Hindi is sent as i18n, beside the English one', async () => {
    const { writes, dialog } = await openEdit()
    expect(dialog.getByText('Missing Hindi translation')).toBeInTheDocument()
    fireEvent.change(dialog.getByLabelText('चित्र का वैकल्पिक पाठ (हिन्दी)'), {
      target: { value: 'हमारी प्रयोगशाला' },
    })
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]?.json).toEqual({ i18n: { hi: { alt: 'हमारी प्रयोगशाला' } } })
  })

  it('with no change nothing is sent and the dialog closes', async () => {
    const { writes, dialog } = await openEdit()
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Edit Background' })).not.toBeInTheDocument(),
      // The dialog fades out before it leaves the page.
      { timeout: 5000 },
    )
    expect(writes).toHaveLength(0)
  })

  it('adding without an alt text shows "Please fill in all fields" and sends nothing', async () => {
    stubGetRoutes({ 'background-images': [background] })
    const { platform, writes } = createTestPlatform()
    renderAdmin(<BackgroundsTab />, { platform })
    fireEvent.click(await screen.findByRole('button', { name: 'Add Background' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add Background' }))
    expect(form.getByLabelText('Order')).toHaveValue('2')
    fireEvent.change(form.getByLabelText('Image URL'), { target: { value: '/uploads/new.jpg' } })
    fireEvent.click(form.getByRole('button', { name: 'Add Background' }))
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument()
    expect(writes).toHaveLength(0)
  })

  it('adds a background from the dialog with an idempotency key, and shows its thumbnail', async () => {
    stubGetRoutes({ 'background-images': [background] })
    const { platform, writes } = createTestPlatform((w) => ({
      data: { ...background, ...(w.json as object), _id: 'b2', id: 'b2', version: 1 },
    }))
    renderAdmin(<BackgroundsTab />, { platform })
    fireEvent.click(await screen.findByRole('button', { name: 'Add Background' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add Background' }))
    fireEvent.change(form.getByLabelText('Image URL'), { target: { value: '/uploads/new.jpg' } })
    fireEvent.change(form.getByLabelText('Alt text'), { target: { value: 'Reception' } })
    fireEvent.click(form.getByRole('button', { name: 'Add Background' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: 'background-images',
      json: { url: '/uploads/new.jpg', alt: 'Reception', order: 2 },
    })
    expect(writes[0]?.idempotencyKey).toBeTruthy()
    expect(await screen.findByText('Background added')).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'Reception' })).toBeInTheDocument()
  })

  it('a stale edit opens the conflict dialog, and "Reload theirs" shows their alt text in the form', async () => {
    stubGetRoutes({ 'background-images': [background] })
    const theirs = { ...background, alt: 'Their lab', version: 5 }
    const { platform, writes } = createTestPlatform(
      () => new ApiError(412, 'This record was changed by someone else', { current: theirs }),
    )
    renderAdmin(<BackgroundsTab />, { platform })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit background "Our lab"' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Background' }))
    fireEvent.change(dialog.getByLabelText('Order'), { target: { value: '4' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' })
    expect(conflict).toHaveTextContent(/Order\s*Differs\s*14/)
    expect(writes[0]).toMatchObject({ method: 'PUT', ifMatch: 2 })
    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload theirs' }))
    await waitFor(() => expect(dialog.getByLabelText('Alt text')).toHaveValue('Their lab'), {
      timeout: 5000,
    })
    // The order typed here, which they did not change, is kept.
    expect(dialog.getByLabelText('Order')).toHaveValue('4')
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
  })
})
