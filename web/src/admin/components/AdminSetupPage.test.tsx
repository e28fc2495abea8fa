import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { useAdminSession } from '../stores/admin-session'
import { createTestPlatform, renderAdmin, TEST_ADMIN } from '../testing/render-admin'
import { AdminSetupPage } from './AdminSetupPage'

/** Answers GET /admin/setup with `open`, and POST /admin/setup with `post` (status, body). */
function stubSetupServer(open: boolean, post?: { status: number; body: unknown }) {
  const sent: unknown[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init)
    if (request.method === 'POST') {
      sent.push(await request.json())
      return Response.json(post?.body ?? {}, { status: post?.status ?? 500 })
    }
    return Response.json({ open })
  })
  vi.stubGlobal('fetch', fetchMock)
  return sent
}

function renderSetupAt(url: string) {
  const { platform } = createTestPlatform()
  return renderAdmin(
    <Routes>
      <Route path="/admin/setup" element={<AdminSetupPage />} />
      <Route path="/admin" element={<p>Admin panel home</p>} />
    </Routes>,
    { platform, user: null, url },
  )
}

const fill = async (label: RegExp, value: string) =>
  fireEvent.change(await screen.findByLabelText(label), { target: { value } })

describe('AdminSetupPage', () => {
  it('creates the first administrator with the link token, signs in and opens the panel', async () => {
    const sent = stubSetupServer(true, { status: 201, body: { token: 'new-admin-token', user: TEST_ADMIN } })
    renderSetupAt('/admin/setup#the-printed-token')
    await fill(/your name/i, 'Lab Owner')
    await fill(/email/i, 'owner@lab.test')
    await fill(/^password/i, 'a long owner password')
    fireEvent.click(await screen.findByRole('button', { name: 'Create administrator' }))
    expect(await screen.findByText('Admin panel home')).toBeTruthy()
    expect(sent).toEqual([
      {
        name: 'Lab Owner',
        email: 'owner@lab.test',
        password: 'a long owner password',
        token: 'the-printed-token',
      },
    ])
    expect(useAdminSession.getState().token).toBe('new-admin-token')
  })

  it("shows the server's reason when the link is refused, and keeps what was typed", async () => {
    stubSetupServer(true, {
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        message: 'This setup link is not valid. Use the link the server printed when it started.',
      },
    })
    renderSetupAt('/admin/setup#wrong')
    await fill(/your name/i, 'Lab Owner')
    await fill(/email/i, 'owner@lab.test')
    await fill(/^password/i, 'a long owner password')
    fireEvent.click(await screen.findByRole('button', { name: 'Create administrator' }))
    expect((await screen.findByRole('alert')).textContent).toContain('This setup link is not valid.')
    expect((screen.getByLabelText(/your name/i) as HTMLInputElement).value).toBe('Lab Owner')
    expect(useAdminSession.getState().token).toBeNull()
  })

  it('refuses a short password before sending anything', async () => {
    const sent = stubSetupServer(true)
    renderSetupAt('/admin/setup#token')
    await fill(/your name/i, 'Lab Owner')
    await fill(/email/i, 'owner@lab.test')
    await fill(/^password/i, 'short')
    fireEvent.click(await screen.findByRole('button', { name: 'Create administrator' }))
    expect(await screen.findByText('The password needs at least 8 characters')).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('points to the login once an administrator exists', async () => {
    stubSetupServer(false)
    renderSetupAt('/admin/setup#token')
    await waitFor(() => expect(screen.getByText(/An administrator already exists/)).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'Create administrator' })).toBeNull()
  })
})
