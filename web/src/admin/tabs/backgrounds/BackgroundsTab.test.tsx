import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Background' })).not.toBeInTheDocument(),
    )
    expect(writes).toHaveLength(0)
  })

  it('adding without an alt text shows "Please fill in all fields" and sends nothing', async () => {
    stubGetRoutes({ 'background-images': [background] })
    const { platform, writes } = createTestPlatform()
    renderAdmin(<BackgroundsTab />, { platform })
    const form = within(
      (await screen.findByRole('heading', { name: 'Add Background' })).closest('form') as HTMLElement,
    )
    fireEvent.change(form.getByLabelText('Image URL'), { target: { value: '/uploads/new.jpg' } })
    fireEvent.click(form.getByRole('button', { name: 'Add Background' }))
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument()
    expect(writes).toHaveLength(0)
  })
})
