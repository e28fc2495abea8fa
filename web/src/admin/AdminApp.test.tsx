import type { User } from '@labsite/shared'
import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AdminApp, SESSION_ENDED_MESSAGE } from './AdminApp'
import {
  createTestPlatform,
  renderAdmin,
  serverRefusal,
  stubGetRoutes,
  TEST_STAFF,
} from './testing/render-admin'

function renderPanel(user: User | null = TEST_STAFF) {
  return renderAdmin(
    <Routes>
      <Route path="/admin/:tab" element={<AdminApp />} />
    </Routes>,
    { platform: createTestPlatform().platform, user, url: '/admin/services' },
  )
}

describe('the admin panel', () => {
  it('shows the demo credentials on the login form when the server is a demo', async () => {
    stubGetRoutes({ config: { demoAdmin: { email: 'demo@lab.test', password: 'demo password' } } })
    renderPanel(null)
    expect(await screen.findByText('demo@lab.test')).toBeInTheDocument()
    expect(screen.getByText('demo password')).toBeInTheDocument()
  })

  it('ends the session with a message when the server no longer knows the token', async () => {
    stubGetRoutes({ 'user/me': serverRefusal(401, 'Unauthorized'), config: {} })
    renderPanel()
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
  })
})
