// @vitest-environment jsdom
import type { User } from '@labsite/shared'
import { useAdminSession } from '@labsite/web/admin'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { forgetDataOnUserChange } from './user-switch'

const staff = (id: string, name: string) =>
  ({ id, _id: id, name, email: `${id}@lab.example`, role: 'admin' }) as unknown as User

describe('changing the signed-in person', () => {
  it('empties the page’s cached lists, so an edit one person kept offline is never shown to the next', () => {
    const queryClient = new QueryClient()
    useAdminSession.getState().signIn('priya-token', staff('u-priya', 'Priya'))
    const stop = forgetDataOnUserChange(queryClient)
    // Priya's offline edit, applied to the list on her screen (onQueued).
    queryClient.setQueryData(['admin', 'menu'], [{ _id: 'm1', title: 'Priya’s unsent title' }])
    useAdminSession.getState().signIn('priya-token-2', staff('u-priya', 'Priya'))
    expect(queryClient.getQueryData(['admin', 'menu'])).toBeDefined() // same person, new token

    useAdminSession.getState().signOut()
    useAdminSession.getState().signIn('ravi-token', staff('u-ravi', 'Ravi'))
    expect(queryClient.getQueryData(['admin', 'menu'])).toBeUndefined()
    stop()
  })
})
