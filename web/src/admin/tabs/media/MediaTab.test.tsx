import type { MediaItem } from '@labsite/shared'
import { useForm } from '@mantine/form'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { PictureFields } from '../../components/PictureFields'
import type { QueuedUploadRow } from '../../platform/platform-services'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import MediaTab from './MediaTab'
import { WAITING_TO_UPLOAD } from './MediaUploader'

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
    version: 1,
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

  it('a stale delete opens the conflict dialog; "Overwrite with mine" deletes at their version', async () => {
    stubGetRoutes({ 'admin/media': LIBRARY })
    const theirs = { ...LIBRARY[0], alt: 'Changed by a colleague', version: 2 }
    const { platform, writes } = createTestPlatform((write) =>
      write.ifMatch === 1
        ? new ApiError(412, 'This record was changed by someone else.', { current: theirs })
        : { data: null },
    )
    renderAdmin(<MediaTab />, { platform })

    const grid = await screen.findByRole('list', { name: 'Pictures' })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete lab-front.jpg' }))
    const confirm = await screen.findByRole('dialog', { name: 'Confirm delete' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))

    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' })
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2)
    fireEvent.click(within(conflict).getByRole('button', { name: 'Overwrite with mine' }))

    expect(await screen.findByText('Picture deleted')).toBeInTheDocument()
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(1))
    expect(writes.map(({ method, ifMatch }) => ({ method, ifMatch }))).toEqual([
      { method: 'DELETE', ifMatch: 1 },
      { method: 'DELETE', ifMatch: 2 },
    ])
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

  it("a stale alt text: 'Reload theirs' shows their Hindi with the English typed here, saved at their version; the dialog then closes", async () => {
    stubGetRoutes({ 'admin/media': LIBRARY })
    const theirs = { ...LIBRARY[1], i18n: { hi: { alt: 'नमूना ट्यूब' } }, version: 2 }
    const { platform, writes } = createTestPlatform((write) =>
      write.ifMatch === 1
        ? new ApiError(412, 'This record was changed by someone else.', { current: theirs })
        : { data: { ...theirs, ...(write.json as object), version: 3 } },
    )
    renderAdmin(<MediaTab />, { platform })

    fireEvent.click(await screen.findByRole('button', { name: 'Edit alt text of sample-tubes.png' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit alt text' })
    fireEvent.change(within(dialog).getByLabelText('Alt text (English)'), {
      target: { value: 'Sample tubes' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save alt text' }))
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' })
    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload theirs' }))

    await waitFor(() => expect(within(dialog).getByLabelText('Alt text (Hindi)')).toHaveValue('नमूना ट्यूब'))
    expect(within(dialog).getByLabelText('Alt text (English)')).toHaveValue('Sample tubes')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save alt text' }))
    expect(await screen.findByText('Alt text saved')).toBeInTheDocument()
    expect(writes[1]).toMatchObject({
      ifMatch: 2,
      json: { alt: 'Sample tubes', i18n: { hi: { alt: 'नमूना ट्यूब' } } },
    })
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit alt text' })).not.toBeInTheDocument(),
    )
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

/**
 * The console's kept uploads as the Media tab sees them: `keep` lists a file as waiting; the test
 * plays main's replay with `refuse` (the server's answer) and `send` (the server took it).
 */
function consoleOfflineUploads({ unreachable }: { unreachable: boolean }) {
  const { platform } = createTestPlatform()
  const rows: QueuedUploadRow[] = []
  const kept: { name: string; path: string; label: string }[] = []
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const changed = () => act(notify)
  platform.kind = 'desktop'
  platform.editQueue.subscribe = (listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  platform.offlineUploads = {
    serverUnreachable: () => unreachable,
    async keep(file, { path, label }) {
      kept.push({ name: file.name, path, label })
      rows.push({ id: `entry-${rows.length + 1}`, name: file.name, state: 'waiting' })
      notify()
    },
    list: (path) => (path === 'admin/media' ? rows.map((row) => ({ ...row })) : []),
    async discard(id) {
      rows.splice(
        rows.findIndex((row) => row.id === id),
        1,
      )
      notify()
    },
  }
  return {
    platform,
    kept,
    refuse(name: string, message: string) {
      Object.assign(rows.find((row) => row.name === name) ?? {}, { state: 'failed', message })
      changed()
    },
    send(name: string) {
      rows.splice(
        rows.findIndex((row) => row.name === name),
        1,
      )
      changed()
    },
  }
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })

/** An XMLHttpRequest that never reaches the server (the upload transport sends with XHR). */
class UnreachableXhr {
  upload = {}
  onerror: (() => void) | null = null
  open() {}
  setRequestHeader() {}
  send() {
    setTimeout(() => this.onerror?.(), 0)
  }
}

describe('Media tab in the console, offline', () => {
  it('keeps each picture added while the server is away as a waiting row; a refused one shows the server’s message', async () => {
    stubGetRoutes({ 'admin/media': LIBRARY })
    const desk = consoleOfflineUploads({ unreachable: true })
    desk.platform.pickFiles = async () => [png('reception.png'), png('waiting-room.png')]
    renderAdmin(<MediaTab />, { platform: desk.platform })

    fireEvent.click(await screen.findByRole('button', { name: 'Choose pictures' }))
    const uploads = await screen.findByRole('list', { name: 'Uploads' })
    await waitFor(() => expect(within(uploads).getAllByText(WAITING_TO_UPLOAD)).toHaveLength(2))
    expect(within(uploads).getByText('reception.png')).toBeInTheDocument()
    expect(within(uploads).getByText('waiting-room.png')).toBeInTheDocument()
    expect(within(uploads).queryByText(/was not added/)).toBeNull()
    expect(desk.kept).toEqual([
      { name: 'reception.png', path: 'admin/media', label: 'Add picture "reception.png"' },
      { name: 'waiting-room.png', path: 'admin/media', label: 'Add picture "waiting-room.png"' },
    ])

    // Back online: the server takes one and refuses the other.
    desk.send('reception.png')
    desk.refuse('waiting-room.png', 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded')
    expect(within(uploads).queryByText('reception.png')).toBeNull()
    expect(within(uploads).getByText('Failed')).toBeInTheDocument()
    expect(
      within(uploads).getByText('Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded'),
    ).toBeInTheDocument()
    expect(within(uploads).queryByText(WAITING_TO_UPLOAD)).toBeNull()

    fireEvent.click(within(uploads).getByRole('button', { name: 'Discard waiting-room.png' }))
    fireEvent.click(within(uploads).getByRole('button', { name: 'Yes, discard waiting-room.png' }))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull())
  })

  it('an upload that gets no answer is kept too, instead of saying nothing was added', async () => {
    stubGetRoutes({ 'admin/media': LIBRARY })
    vi.stubGlobal('XMLHttpRequest', UnreachableXhr)
    const desk = consoleOfflineUploads({ unreachable: false })
    desk.platform.pickFiles = async () => [png('lab-bench.png')]
    renderAdmin(<MediaTab />, { platform: desk.platform })

    fireEvent.click(await screen.findByRole('button', { name: 'Choose pictures' }))
    expect(await screen.findByText(WAITING_TO_UPLOAD)).toBeInTheDocument()
    expect(desk.kept.map((k) => k.name)).toEqual(['lab-bench.png'])
    expect(screen.queryByText(/the picture was not added/)).toBeNull()
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
