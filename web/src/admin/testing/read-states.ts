import type { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import { queryKeysForChange } from '../live/change-query-keys'
import { serverRefusal } from './render-admin'

/** What the stubbed server says when it refuses a read (a route of stubGetRoutes). */
export const REFUSAL_MESSAGE = 'The database is not answering.'
export const readRefusal = () => serverRefusal(503, REFUSAL_MESSAGE)

/** A read's states as a user sees them: its loader, then the server's message under `title`, loader gone. */
export async function expectLoaderThenRefusal(
  loader: string,
  title: string,
  view: Pick<typeof screen, 'getByLabelText' | 'queryByLabelText' | 'findByText' | 'getByText'> = screen,
) {
  expect(view.getByLabelText(loader)).toBeInTheDocument()
  expect(await view.findByText(REFUSAL_MESSAGE)).toBeInTheDocument()
  expect(view.getByText(title)).toBeInTheDocument()
  expect(view.queryByLabelText(loader)).toBeNull()
}

/** What the event stream (or the console's main process) does when the server announces a change. */
export async function announceChange(queryClient: QueryClient, resource: string) {
  for (const queryKey of queryKeysForChange(resource)) await queryClient.invalidateQueries({ queryKey })
}
