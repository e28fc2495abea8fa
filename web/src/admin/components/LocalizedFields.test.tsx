import type { Translations } from '@labsite/shared'
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { LocalizedFields } from './LocalizedFields'

afterEach(cleanup)

function Harness({ english, initial }: { english: Record<string, unknown>; initial: Translations }) {
  const [value, setValue] = useState<Translations>(initial)
  return (
    <MantineProvider>
      <LocalizedFields
        resource="service"
        english={english}
        value={value}
        onChange={setValue}
        labels={{ title: 'Title', description: 'Description', features: 'Features' }}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </MantineProvider>
  )
}

const fieldRow = (field: string) => document.querySelector(`[data-localized-field="${field}"]`) as HTMLElement
const sent = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}')

describe('LocalizedFields', () => {
  it('shows each English value beside its Hindi input, and "Missing Hindi translation" where only English is written', () => {
    render(
      <Harness
        english={{ title: 'Full body checkup', description: 'Eighty tests', detailedDescription: '' }}
        initial={{ hi: { title: 'संपूर्ण शरीर जाँच' } }}
      />,
    )
    expect(within(fieldRow('title')).getByText('Full body checkup')).toBeInTheDocument()
    expect(screen.getByLabelText('शीर्षक (हिन्दी)')).toHaveValue('संपूर्ण शरीर जाँच')
    expect(within(fieldRow('title')).queryByText('Missing Hindi translation')).not.toBeInTheDocument()
    expect(within(fieldRow('description')).getByText('Missing Hindi translation')).toBeInTheDocument()
    // Nothing in English: nothing to translate, no badge.
    expect(
      within(fieldRow('detailedDescription')).queryByText('Missing Hindi translation'),
    ).not.toBeInTheDocument()
  })

  it('keeps what staff type as i18n.hi, the badge going once a translation is there', () => {
    render(<Harness english={{ title: 'Checkup', description: 'Eighty tests' }} initial={{}} />)
    fireEvent.change(screen.getByLabelText('विवरण (हिन्दी)'), { target: { value: 'अस्सी जाँचें' } })
    expect(sent()).toEqual({ hi: { description: 'अस्सी जाँचें' } })
    expect(within(fieldRow('description')).queryByText('Missing Hindi translation')).not.toBeInTheDocument()
    expect(within(fieldRow('title')).getByText('Missing Hindi translation')).toBeInTheDocument()
  })

  it('takes a list one entry per line', () => {
    render(<Harness english={{ features: ['Home collection', 'Report in 24 h'] }} initial={{}} />)
    expect(within(fieldRow('features')).getByText('Home collection · Report in 24 h')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('विशेषताएँ (हिन्दी)'), {
      target: { value: 'घर से नमूना\n24 घंटे में रिपोर्ट' },
    })
    expect(sent()).toEqual({ hi: { features: ['घर से नमूना', '24 घंटे में रिपोर्ट'] } })
  })
})
