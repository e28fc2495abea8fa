import type { MediaItem } from '@labsite/shared'
import { useForm } from '@mantine/form'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { PictureFields } from '../../components/PictureFields'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import MediaTab from './MediaTab'

function picture(id: string, originalName: string, alt: string): MediaItem {
  return {
    id,
    originalName,
    url: `/uploads/media/${id}-1200.webp`,
    mime: 'image/webp',
    bytes: 1000,
    width: 1200,
    height: 800,
    alt,
    i18n: { hi: { alt: '' } },
    variants: [],
    uploadedBy: 'admin@example.test',
    createdAt: '2026-11-27T10:00:00.000Z',
  }
}

const LIBRARY = [
  picture('00000000-0000-4000-8000-0000000000a1', 'lab-front.jpg', 'The lab seen from the street'),
  picture('00000000-0000-4000-8000-0000000000a2', 'sample-tubes.png', ''),
]
const IN_USE = 'This picture is used by: Slider “Monsoon offer” (imageUrl), Offer “Full body” (image)'

describe('Media tab', () => {
  it('shows the library and refuses to delete a picture in use with the server naming where', async () => {
    stubGetRoutes({ 'admin/media': LIBRARY })
    const { platform, writes } = createTestPlatform(() => new ApiError(409, IN_USE, { message: IN_USE }))
    renderAdmin(<MediaTab />, { platform })

    const grid = await screen.findByRole('list', { name: 'Pictures' })
    expect(await within(grid).findAllByRole('listitem')).toHaveLength(2)
    expect(within(grid).getByRole('img', { name: 'The lab seen from the street' })).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Delete lab-front.jpg' }))
    const confirm = await screen.findByRole('dialog', { name: 'Confirm delete' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Picture in use')).toBeInTheDocument()
    expect(screen.getByText(IN_USE)).toBeInTheDocument()
    expect(writes).toEqual([
      expect.objectContaining({ method: 'DELETE', path: `admin/media/${LIBRARY[0].id}` }),
    ])
    // Refused: the picture stays in the grid.
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2)
  })

  it('saves the English and Hindi alt texts on the picture', async () => {
    stubGetRoutes({ 'admin/media': LIBRARY })
    const { platform, writes } = createTestPlatform((write) => ({
      data: {
        ...LIBRARY[1],
        alt: 'Sample tubes',
        i18n: { hi: { alt: 'नमूना ट्यूब' } },
        ...(write.json as object),
      },
    }))
    renderAdmin(<MediaTab />, { platform })

    fireEvent.click(await screen.findByRole('button', { name: 'Edit alt text of sample-tubes.png' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit alt text' })
    fireEvent.change(within(dialog).getByLabelText('Alt text (English)'), {
      target: { value: 'Sample tubes' },
    })
    fireEvent.change(within(dialog).getByLabelText('Alt text (Hindi)'), { target: { value: 'नमूना ट्यूब' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save alt text' }))

    expect(await screen.findByText('Alt text saved')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: `admin/media/${LIBRARY[1].id}`,
      json: { alt: 'Sample tubes', i18n: { hi: { alt: 'नमूना ट्यूब' } } },
    })
  })

  it('staff browse the library without upload, edit or delete', async () => {
    stubGetRoutes({ 'admin/media': LIBRARY })
    renderAdmin(<MediaTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })

    const grid = await screen.findByRole('list', { name: 'Pictures' })
    expect(await within(grid).findAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Choose pictures' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull()
  })
})

function OfferPicture() {
  const form = useForm({ initialValues: { image: '', imageAlt: '' } })
  return (
    <>
      <PictureFields form={form} imageKey="image" altKey="imageAlt" />
      <output aria-label="Stored picture">{`${form.values.image}|${form.values.imageAlt}`}</output>
    </>
  )
}

describe('Choose from library', () => {
  it('sets the field to the chosen picture and takes its alt text', async () => {
    stubGetRoutes({ 'admin/media': LIBRARY })
    renderAdmin(<OfferPicture />, { platform: createTestPlatform().platform })

    fireEvent.click(screen.getByRole('button', { name: 'Choose from library for Picture' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture for Picture' })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Choose lab-front.jpg' }))

    expect(screen.getByLabelText('Stored picture')).toHaveTextContent(
      `${LIBRARY[0].url}|The lab seen from the street`,
    )
    expect(screen.getByLabelText('Picture')).toHaveValue(LIBRARY[0].url)
  })
})
