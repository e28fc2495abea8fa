import type { Service } from '@labsite/shared'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeLanguage } from '../../../i18n'
import { recordFields } from '../../../testing/fixtures'
import { renderWithProviders } from '../../../testing/render'
import { ServiceCard } from './ServiceCard'

const ID = '3f2c9a3e-1b7d-4c55-9e61-2a8f0d4b7c11'

function serviceWith(fields: Partial<Service>): Service {
  return {
    ...recordFields(ID),
    title: 'Heart Care Package',
    description: 'Lipids and ECG.',
    preparation: '',
    detailedDescription: '',
    category: 'Cardiac',
    amount: 2599,
    price: '₹2599',
    unparsedPrice: '',
    duration: '15 min',
    rating: 4.6,
    patients: 10,
    isPopular: true,
    image: '',
    imageAlt: '',
    features: [],
    requirements: [],
    additionalImages: [],
    testsCount: 110,
    ...fields,
  }
}

describe('ServiceCard', () => {
  it('cuts a long description at 110 characters and follows it with a More link to the service', () => {
    const description = `${'a'.repeat(110)}THE-REST-IS-HIDDEN`
    renderWithProviders(<ServiceCard service={serviceWith({ description })} />)
    expect(screen.getByText(`${'a'.repeat(110)}...`, { exact: false })).toBeInTheDocument()
    expect(screen.queryByText(/THE-REST-IS-HIDDEN/)).not.toBeInTheDocument()
    const more = screen.getByRole('link', { name: 'More about Heart Care Package' })
    expect(more).toHaveTextContent(/^More/)
    expect(more).toHaveAttribute('href', `/service/${ID}`)
  })

  it('shows a short description whole, the formatted price and the Popular badge', () => {
    renderWithProviders(<ServiceCard service={serviceWith({ description: 'Lipids and ECG.' })} />)
    expect(screen.getByText(/Lipids and ECG\./)).toBeInTheDocument()
    expect(screen.queryByText(/\.\.\./)).not.toBeInTheDocument()
    expect(screen.getByText('₹2,599')).toBeInTheDocument()
    expect(screen.getByText('Popular')).toBeInTheDocument()
  })

  it('shows Price on request when the amount is null', () => {
    renderWithProviders(<ServiceCard service={serviceWith({ amount: null, price: '', isPopular: false })} />)
    expect(screen.getByText('Price on request')).toBeInTheDocument()
    expect(screen.queryByText('Popular')).not.toBeInTheDocument()
  })

  it('shows the amount in the currency chosen in the Global tab', () => {
    renderWithProviders(<ServiceCard service={serviceWith({})} />, {
      globalSettings: {
        currency: { code: 'EUR', symbol: '€', name: 'Euro' },
        language: { code: 'en', name: 'English' },
      },
    })
    expect(screen.getByText('€2,599')).toBeInTheDocument()
  })

  it('reads in Hindi for a Hindi visitor', async () => {
    await changeLanguage('hi')
    try {
      renderWithProviders(<ServiceCard service={serviceWith({ amount: null, price: '' })} />)
      expect(screen.getByText('कीमत के लिए संपर्क करें')).toBeInTheDocument()
      expect(screen.getByText('लोकप्रिय')).toBeInTheDocument()
      expect(screen.queryByText('Price on request')).not.toBeInTheDocument()
    } finally {
      await changeLanguage('en')
    }
  })
})
