import type { ThyroidPackage } from '@labsite/shared'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { recordFields } from '../../../testing/fixtures'
import { renderWithProviders } from '../../../testing/render'
import { ThyroidPackageCard } from './ThyroidPackageCard'

const ID = '8d1f0c2b-6a4e-4f3a-9b7c-5e2d1a0f9c88'

function packageWith(fields: Partial<ThyroidPackage>): ThyroidPackage {
  return {
    ...recordFields(ID),
    name: 'Thyroid Profile Total',
    description: 'Total T3, total T4 and TSH.',
    preparation: '',
    price: 499,
    amount: 499,
    originalPrice: 900,
    popular: true,
    tests_included: 'Total T3, Total T4, TSH',
    report_time: '12 hours',
    sample_type: 'Blood',
    fasting_required: 'Not Required',
    image: '',
    image_alt: '',
    order: 1,
    ...fields,
  }
}

describe('ThyroidPackageCard', () => {
  it('shows the saving percent round((1 − price / originalPrice) × 100) beside both prices', () => {
    renderWithProviders(
      <ThyroidPackageCard pkg={packageWith({ price: 249, originalPrice: 400 })} onBook={() => {}} />,
    )
    expect(screen.getByText('Save 38%')).toBeInTheDocument()
    expect(screen.getByText('₹249')).toBeInTheDocument()
    expect(screen.getByLabelText('Original price ₹400')).toBeInTheDocument()
  })

  it("shows the package's preparation, and nothing for one without", () => {
    const { unmount } = renderWithProviders(
      <ThyroidPackageCard
        pkg={packageWith({ preparation: 'Take the sample before your thyroid tablet.' })}
        onBook={() => {}}
      />,
    )
    expect(screen.getByTestId('preparation')).toHaveTextContent(
      'Before the test: Take the sample before your thyroid tablet.',
    )
    unmount()
    renderWithProviders(<ThyroidPackageCard pkg={packageWith({ preparation: '  ' })} onBook={() => {}} />)
    expect(screen.queryByTestId('preparation')).toBeNull()
  })

  it('lists the comma-separated tests and books this package', () => {
    const onBook = vi.fn()
    const pkg = packageWith({})
    renderWithProviders(<ThyroidPackageCard pkg={pkg} onBook={onBook} />)
    expect(screen.getByText('Save 45%')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Total T3',
      'Total T4',
      'TSH',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }))
    expect(onBook).toHaveBeenCalledWith(pkg)
  })

  it('shows no saving when there is no discount', () => {
    renderWithProviders(<ThyroidPackageCard pkg={packageWith({ originalPrice: 499 })} onBook={() => {}} />)
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument()
  })
})
