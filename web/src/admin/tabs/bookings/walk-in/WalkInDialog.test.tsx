import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../lib/api-client'
import type { AdminWrite } from '../../../platform/platform-services'
import { TEST_BLOOD_TEST, TEST_BOOKING } from '../../../testing/fixtures'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../../testing/render-admin'
import BookingsTab from '../BookingsTab'

const registered = { ...TEST_BOOKING, id: 'c9', _id: 'c9', name: 'Meena Iyer', reference: 'AAR-2611-0099' }

function renderTab(answer: (write: AdminWrite) => { data: unknown } | Error = () => ({ data: registered })) {
  const fetchMock = stubGetRoutes({
    'content/consultations': [TEST_BOOKING],
    'blood-tests': [TEST_BLOOD_TEST],
    service: [],
    slots: {
      date: '2026-11-26',
      bookable: true,
      reason: '',
      slots: [
        { id: 's7', startTime: '07:00', endTime: '08:00', label: '07:00–08:00', capacity: 3, remaining: 2 },
        { id: 's8', startTime: '08:00', endTime: '09:00', label: '08:00–09:00', capacity: 3, remaining: 0 },
      ],
    },
  })
  const test = createTestPlatform(answer)
  renderAdmin(<BookingsTab />, { platform: test.platform, user: TEST_STAFF })
  return { ...test, fetchMock }
}

/** Types the walk-in as the desk does: one field after another with Tab, the test picked by typing. */
async function typeWalkIn(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Meena Iyer')
  await user.tab()
  expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveFocus()
  await user.keyboard('98450 12345')
  await user.tab()
  expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveFocus()
  await user.keyboard('meena@example.test')
  // The list stub answers every search with Ravi's booking: offered, in reading order, before the tests.
  const pastPatient = await within(dialog).findByRole('button', { name: /^Use Ravi Kumar/ })
  await user.tab()
  expect(pastPatient).toHaveFocus()
  // Then age and sex, for the sample labels.
  await user.tab()
  expect(within(dialog).getByRole('textbox', { name: 'Age (years)' })).toHaveFocus()
  await user.keyboard('34')
  await user.tab()
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sex' }), 'female')
  await user.tab()
  expect(within(dialog).getByPlaceholderText('Type a test, package or offer')).toHaveFocus()
  await user.keyboard('CB')
  // jsdom runs no CSS transitions, so Mantine's dropdown counts as hidden: `hidden` finds its options.
  await user.click(await screen.findByRole('option', { name: 'CBC', hidden: true }))
}

/** The Slot select's input (its list of options carries the same label). */
const slotInput = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByLabelText(/^Slot/)
    .find((element) => element.tagName === 'INPUT') as HTMLInputElement

afterEach(() => vi.restoreAllMocks())

describe('walk-in registration', () => {
  it('opens with Alt+W, saves on Enter as a walk-in without a slot, shows the reference and prints the slip', async () => {
    const user = userEvent.setup()
    const { writes } = renderTab()
    await screen.findByText('Ravi Kumar')
    expect(screen.getByRole('button', { name: 'Walk-in (Alt+W)' })).toBeInTheDocument()

    fireEvent.keyDown(document.documentElement, { key: 'w', code: 'KeyW', altKey: true })
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in registration' })
    await typeWalkIn(user, dialog)
    expect(slotInput(dialog)).toHaveValue('No slot (now)')
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '{Enter}')

    expect(await within(dialog).findByText('AAR-2611-0099')).toBeInTheDocument()
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: 'consult/consultation',
      json: {
        source: 'walk-in',
        name: 'Meena Iyer',
        phone: '98450 12345',
        email: 'meena@example.test',
        members: [{ name: 'Meena Iyer', age: 34, sex: 'female', items: [{ type: 'blood-test', id: 'b1' }] }],
      },
    })
    expect(writes[0].json).not.toHaveProperty('slotId')
    expect(writes[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)

    let printed = ''
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('[aria-label="Booking slip for Meena Iyer"]')?.textContent ?? ''
      window.dispatchEvent(new Event('afterprint'))
    })
    await user.click(within(dialog).getByRole('button', { name: 'Print slip' }))
    await waitFor(() => expect(printed).toContain('AAR-2611-0099'))
    // Typed key by key through ten fields (userEvent): over the suite's 15 s on a loaded 2-core machine.
  }, 40_000)

  it('registers a patient with no e-mail, address or notes without making any up', async () => {
    const user = userEvent.setup()
    const { writes } = renderTab()
    await user.click(await screen.findByRole('button', { name: 'Walk-in (Alt+W)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in registration' })
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).not.toBeRequired()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Meena Iyer' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone' }), {
      target: { value: '98450 12345' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Age (years)' }), {
      target: { value: '34' },
    })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sex' }), 'female')
    await user.type(within(dialog).getByPlaceholderText('Type a test, package or offer'), 'CB')
    await user.click(await screen.findByRole('option', { name: 'CBC', hidden: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Register walk-in' }))

    expect(await within(dialog).findByText('AAR-2611-0099')).toBeInTheDocument()
    expect(writes[0].json).toMatchObject({ source: 'walk-in', name: 'Meena Iyer', phone: '98450 12345' })
    const sent = JSON.parse(JSON.stringify(writes[0].json))
    for (const field of ['email', 'address', 'description']) expect(sent).not.toHaveProperty(field)
    expect(JSON.stringify(writes[0].json)).not.toMatch(/Walk-in at the lab/)
  }, 40_000)

  it("offers today's slots with room left, and shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup()
    const { writes } = renderTab(
      () => new ApiError(409, 'The 07:00–08:00 slot has just been fully booked', null),
    )
    await user.click(await screen.findByRole('button', { name: 'Walk-in (Alt+W)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in registration' })
    await typeWalkIn(user, dialog)
    await user.click(slotInput(dialog))
    expect(screen.queryByRole('option', { name: /08:00–09:00/, hidden: true })).toBeNull()
    await user.click(await screen.findByRole('option', { name: '07:00–08:00 (2 left)', hidden: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Register walk-in' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The 07:00–08:00 slot has just been fully booked',
    )
    expect(writes[0].json).toMatchObject({ slotId: 's7', source: 'walk-in' })
    // Typed key by key through ten fields (userEvent): over the suite's 15 s on a loaded 2-core machine.
  }, 40_000)

  it('fills the form from a past booking found by the phone number typed', async () => {
    const user = userEvent.setup()
    const fetchMock = renderTab().fetchMock
    await user.click(await screen.findByRole('button', { name: 'Walk-in (Alt+W)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in registration' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '98765 43210')
    await user.click(
      // The lookup waits for typing to pause, then fetches: slow on a loaded machine.
      await within(dialog).findByRole(
        'button',
        { name: 'Use Ravi Kumar · 9876543210 · ravi@example.test' },
        { timeout: 10_000 },
      ),
    )

    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Ravi Kumar')
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210')
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('ravi@example.test')
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('12 MG Road')
    // The number as typed: the server matches it in any form against the stored E.164 numbers.
    const searched = fetchMock.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input)),
    )
    expect(
      searched.some(
        (url) => url.pathname === '/api/content/consultations' && url.searchParams.get('q') === '98765 43210',
      ),
    ).toBe(true)
  }, 40_000)

  it('offline, shows a local reference as pending, then the server’s once the queue has sent the booking', async () => {
    const user = userEvent.setup()
    stubGetRoutes({ 'content/consultations': [TEST_BOOKING], 'blood-tests': [TEST_BLOOD_TEST], service: [] })
    const test = createTestPlatform(() => 'queued')
    // The console's queue: it learns the server's reference when it replays the registration.
    const references: Record<string, string> = {}
    const listeners = new Set<() => void>()
    test.platform.editQueue = {
      ...test.platform.editQueue,
      serverReferenceOf: (local) => references[local],
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    renderAdmin(<BookingsTab />, { platform: test.platform, user: TEST_STAFF })
    await user.click(await screen.findByRole('button', { name: 'Walk-in (Alt+W)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in registration' })
    await typeWalkIn(user, dialog)
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '{Enter}')

    const local = `LOCAL-${(test.writes[0].idempotencyKey ?? '').replaceAll('-', '').slice(0, 6).toUpperCase()}`
    expect(await within(dialog).findByText(local)).toBeInTheDocument()
    expect(within(dialog).getByText(/\(pending\)/)).toBeInTheDocument()

    // Still offline, the desk takes the payment: queued after the registration, naming its local id.
    const key = test.writes[0].idempotencyKey ?? ''
    await user.click(within(dialog).getByRole('button', { name: 'Take payment' }))
    const form = within(dialog).getByRole('form', { name: 'Record a payment' })
    fireEvent.change(within(form).getByRole('textbox', { name: /^Amount/ }), { target: { value: '250' } })
    await user.click(within(form).getByRole('button', { name: /^Record/ }))
    await waitFor(() => expect(test.writes).toHaveLength(2))
    expect(test.writes[1]).toMatchObject({
      method: 'POST',
      path: `consult/consultation/${key}/payments`,
      json: { method: 'cash', amount: 250 },
    })
    expect(await within(dialog).findByText(/Payment saved offline/)).toBeInTheDocument()

    // …and prints the slip at once, under the local reference, with the test booked.
    let printed = ''
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('[aria-label="Booking slip for Meena Iyer"]')?.textContent ?? ''
      window.dispatchEvent(new Event('afterprint'))
    })
    await user.click(within(dialog).getByRole('button', { name: 'Print slip' }))
    await waitFor(() => expect(printed).toContain(`${local} (pending)`))
    expect(printed).toContain('CBC')

    references[local] = 'AAR-2611-0100'
    act(() => {
      for (const listener of listeners) listener()
    })
    expect(await within(dialog).findByText('AAR-2611-0100')).toBeInTheDocument()
    expect(within(dialog).queryByText(/\(pending\)/)).not.toBeInTheDocument()
    // A slip printed now names the server's reference.
    await user.click(within(dialog).getByRole('button', { name: 'Print slip' }))
    await waitFor(() => expect(printed).toContain('AAR-2611-0100'))
    expect(printed).not.toContain('LOCAL-')
    // Typed key by key through ten fields (userEvent): over the suite's 15 s on a loaded 2-core machine.
  }, 40_000)

  /** Fills the required fields at once (fireEvent), the test picked from its list. */
  async function fillQuickly(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Meena Iyer' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone' }), {
      target: { value: '98450 12345' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Age (years)' }), {
      target: { value: '34' },
    })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sex' }), 'female')
    await user.type(within(dialog).getByPlaceholderText('Type a test, package or offer'), 'CB')
    await user.click(await screen.findByRole('option', { name: 'CBC', hidden: true }))
  }

  it('saves on Enter in the Slot field; with its list open, Enter picks the slot instead', async () => {
    const user = userEvent.setup()
    const { writes } = renderTab()
    await user.click(await screen.findByRole('button', { name: 'Walk-in (Alt+W)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in registration' })
    await fillQuickly(user, dialog)

    slotInput(dialog).focus()
    await user.keyboard('{ArrowDown}')
    expect(slotInput(dialog)).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(writes).toHaveLength(0)
    expect(slotInput(dialog)).toHaveValue('07:00–08:00 (2 left)')
    expect(slotInput(dialog)).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard('{Enter}')
    expect(await within(dialog).findByText('AAR-2611-0099')).toBeInTheDocument()
    expect(writes).toHaveLength(1)
    expect(writes[0].json).toMatchObject({ slotId: 's7', name: 'Meena Iyer' })
  }, 40_000)

  it('asks before Escape discards what was typed, and closes at once when nothing was', async () => {
    const user = userEvent.setup()
    const { writes } = renderTab()
    await user.click(await screen.findByRole('button', { name: 'Walk-in (Alt+W)' }))
    let dialog = await screen.findByRole('dialog', { name: 'Walk-in registration' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Meena')

    await user.keyboard('{Escape}')
    const question = await within(dialog).findByRole('alertdialog', { name: 'Discard this walk-in?' })
    expect(screen.getByRole('dialog', { name: 'Walk-in registration' })).toBeInTheDocument()
    expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus()
    // Keeping on: the question goes, the name typed stays.
    await user.keyboard('{Enter}')
    expect(within(dialog).queryByRole('alertdialog')).toBeNull()
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Meena')

    // Cancel asks too; Discard closes, and the dialog opens empty again.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(
      within(await within(dialog).findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Walk-in registration' })).toBeNull())
    expect(writes).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Walk-in (Alt+W)' }))
    dialog = await screen.findByRole('dialog', { name: 'Walk-in registration' })
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Walk-in registration' })).toBeNull())
  }, 40_000)

  it('offline in the console, prints the sample labels at once, drawn by the console under the local reference', async () => {
    const user = userEvent.setup()
    stubGetRoutes({ 'content/consultations': [TEST_BOOKING], 'blood-tests': [TEST_BLOOD_TEST], service: [] })
    const test = createTestPlatform(() => 'queued')
    const asked: unknown[] = []
    const printed: { bytes: Uint8Array; title: string; labelSize?: string }[] = []
    const pdf = new TextEncoder().encode('%PDF-labels')
    test.platform.drawLabels = async (labels) => {
      asked.push(labels)
      return { reference: labels.reference, bytes: pdf }
    }
    test.platform.printPdf = async (bytes, options) => {
      printed.push({ bytes, ...options })
    }
    renderAdmin(<BookingsTab />, { platform: test.platform, user: TEST_STAFF })
    await user.click(await screen.findByRole('button', { name: 'Walk-in (Alt+W)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in registration' })
    await fillQuickly(user, dialog)
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '{Enter}')
    const local = `LOCAL-${(test.writes[0].idempotencyKey ?? '').replaceAll('-', '').slice(0, 6).toUpperCase()}`
    expect(await within(dialog).findByText(local)).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Print labels' }))
    const labels = await screen.findByRole('dialog', { name: 'Print labels — Meena Iyer' })
    fireEvent.change(within(labels).getByRole('textbox', { name: 'Number of tubes' }), {
      target: { value: '2' },
    })
    await user.click(within(labels).getByRole('button', { name: 'Print' }))
    await waitFor(() => expect(printed).toHaveLength(1))
    expect(asked).toEqual([
      expect.objectContaining({
        reference: local,
        tubes: 2,
        size: '50x25',
        people: [{ patient: 'Meena Iyer', ageSex: '34Y/F', tests: ['CBC'] }],
      }),
    ])
    expect(printed[0]).toEqual({ bytes: pdf, title: `Labels ${local}`, labelSize: '50x25' })
    // Nothing was asked of the server: it has no booking to label yet.
    expect(test.writes).toHaveLength(1)
  }, 40_000)

  it('in the browser, which cannot draw labels, offers none for a walk-in saved offline', async () => {
    const user = userEvent.setup()
    stubGetRoutes({ 'content/consultations': [TEST_BOOKING], 'blood-tests': [TEST_BLOOD_TEST], service: [] })
    const test = createTestPlatform(() => 'queued')
    renderAdmin(<BookingsTab />, { platform: test.platform, user: TEST_STAFF })
    await user.click(await screen.findByRole('button', { name: 'Walk-in (Alt+W)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in registration' })
    await fillQuickly(user, dialog)
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '{Enter}')
    expect(await within(dialog).findByRole('button', { name: 'Print slip' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Print labels' })).toBeNull()
  }, 40_000)
})
