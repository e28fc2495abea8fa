import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { SignInChoice } from './SignInChoice'

function renderChoice() {
  renderWithProviders(
    <SignInChoice onSignedIn={vi.fn()}>
      <p>The e-mail form</p>
    </SignInChoice>,
  )
  return userEvent.setup()
}

describe('the sign-in choice', () => {
  it('offers the code by SMS first and the e-mail form in the tab beside it', async () => {
    const events = renderChoice()
    expect(screen.getByRole('tab', { name: 'Sign in with a code' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText(/^Mobile number/)).toBeInTheDocument()
    expect(screen.queryByText('The e-mail form')).not.toBeInTheDocument()

    await events.click(screen.getByRole('tab', { name: 'E-mail and password' }))
    expect(screen.getByRole('tab', { name: 'E-mail and password' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The e-mail form')
    expect(screen.queryByLabelText(/^Mobile number/)).not.toBeInTheDocument()
  })

  it('moves between the tabs with the arrow keys, as a tab list does', async () => {
    const events = renderChoice()
    await events.tab()
    expect(screen.getByRole('tab', { name: 'Sign in with a code' })).toHaveFocus()
    await events.keyboard('{ArrowRight}')
    const email = screen.getByRole('tab', { name: 'E-mail and password' })
    expect(email).toHaveFocus()
    expect(email).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The e-mail form')
    await events.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Sign in with a code' })).toHaveAttribute('aria-selected', 'true')
  })

  it('shows a lazily loaded e-mail form once its code arrives', async () => {
    const Form = lazy(async () => ({ default: () => <p>Loaded form</p> }))
    renderWithProviders(
      <SignInChoice onSignedIn={vi.fn()}>
        <Form />
      </SignInChoice>,
    )
    await userEvent.setup().click(screen.getByRole('tab', { name: 'E-mail and password' }))
    expect(await screen.findByText('Loaded form')).toBeInTheDocument()
  })
})
