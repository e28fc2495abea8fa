import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { BookingStatusTimeline } from './BookingStatusTimeline'

/** The labels of the steps the booking has passed (Mantine marks each with data-completed). */
const passedSteps = () =>
  [...document.querySelectorAll('button[data-completed]')].map((step) => step.textContent?.trim())

describe("a booking's timeline as its visitor sees it", () => {
  it('shows the visitor steps only, a desk step standing at the visitor step it has reached', () => {
    renderWithProviders(<BookingStatusTimeline status="arrived" />)
    expect(screen.queryByText('Arrived')).not.toBeInTheDocument()
    expect(passedSteps()).toEqual(['Received', 'Confirmed'])
  })

  it('shows a sample sent to the lab as collected, the report still to come', () => {
    renderWithProviders(<BookingStatusTimeline status="sent-to-lab" />)
    expect(screen.queryByText('Sent to lab')).not.toBeInTheDocument()
    expect(passedSteps()).toEqual(['Received', 'Confirmed', 'Sample collected'])
  })
})
