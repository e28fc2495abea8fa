import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import { AboutEditor } from './AboutEditor'
import { TestimonialsSection } from './TestimonialsSection'

const about = { title: 'About us', description: 'A lab.', imageUrl: '', features: ['Home collection'] }

afterEach(() => vi.unstubAllGlobals())

describe('About Us editor', () => {
  it('splits the features on comma plus space when it saves', async () => {
    stubGetRoutes({ 'content/about': about })
    const { platform, writes } = createTestPlatform()
    renderAdmin(<AboutEditor canEdit />, { platform })

    const features = await screen.findByLabelText('Features')
    expect(features).toHaveValue('Home collection')
    fireEvent.change(features, {
      target: { value: 'Home collection, NABL certified labs, Reports in 6 hours,same day' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save About Us' }))

    expect(await screen.findByText('About section updated')).toBeInTheDocument()
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatchObject({ method: 'PUT', path: 'content/about' })
    expect((writes[0].json as typeof about).features).toEqual([
      'Home collection',
      'NABL certified labs',
      'Reports in 6 hours,same day',
    ])
  })
})

describe('Testimonials', () => {
  it('a testimonial without a name shows a field error and sends nothing', async () => {
    stubGetRoutes({ 'content/testimonials': [] })
    const { platform, writes } = createTestPlatform()
    renderAdmin(<TestimonialsSection />, { platform })

    fireEvent.click(await screen.findByRole('button', { name: 'Add testimonial' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add testimonial' })
    fireEvent.change(within(dialog).getByLabelText(/Testimonial/), {
      target: { value: 'Quick and painless.' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save testimonial' }))

    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true')
    expect(writes).toHaveLength(0)
  })

  it('an out-of-range rating is saved as 5 and the new testimonial is listed with a toast', async () => {
    stubGetRoutes({ 'content/testimonials': [] })
    const { platform, writes } = createTestPlatform((w) => ({
      data: { ...(w.json as object), _id: 't1', id: 't1', version: 1, createdAt: '', updatedAt: '' },
    }))
    renderAdmin(<TestimonialsSection />, { platform })

    fireEvent.click(await screen.findByRole('button', { name: 'Add testimonial' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add testimonial' })
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Asha Rao' } })
    fireEvent.change(within(dialog).getByLabelText(/Testimonial/), {
      target: { value: 'Quick and painless.' },
    })
    fireEvent.change(within(dialog).getByLabelText(/Rating/), { target: { value: '9' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save testimonial' }))

    expect(await screen.findByText('Testimonial added')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: 'content/testimonials',
      json: { name: 'Asha Rao', rating: 5 },
    })
    expect(writes[0].idempotencyKey).toBeTruthy()
    await waitFor(() => expect(screen.getByText('Asha Rao')).toBeInTheDocument())
  })

  it('staff see the list without add, edit or delete buttons', async () => {
    stubGetRoutes({
      'content/testimonials': [
        {
          _id: 't1',
          id: 't1',
          version: 1,
          createdAt: '',
          updatedAt: '',
          name: 'Asha Rao',
          role: '',
          company: '',
          content: 'Quick.',
          rating: 5,
          imageUrl: '',
        },
      ],
    })
    const { platform } = createTestPlatform()
    renderAdmin(<TestimonialsSection />, { platform, user: TEST_STAFF })
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Add testimonial|Edit|Delete/ })).not.toBeInTheDocument()
  })
})
