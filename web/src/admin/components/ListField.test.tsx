import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ListField, withoutEmptyEntries } from './ListField'

afterEach(cleanup)

function Harness({ initial }: { initial: string[] }) {
  const [values, setValues] = useState(initial)
  return (
    <MantineProvider>
      <ListField
        label="Feature"
        values={values}
        onChange={setValues}
        addLabel="Add feature"
        placeholder="A feature"
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </MantineProvider>
  )
}

describe('ListField', () => {
  it('shows no remove button while only one entry exists', () => {
    render(<Harness initial={['Only one']} />)
    expect(screen.getByLabelText('Feature 1')).toHaveValue('Only one')
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument()
  })

  it('an empty list still offers one input and no remove button', () => {
    render(<Harness initial={[]} />)
    expect(screen.getByLabelText('Feature 1')).toHaveValue('')
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument()
  })

  it('adding an entry shows a remove button on each; removing back to one hides it', () => {
    render(<Harness initial={['First']} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add feature' }))
    fireEvent.change(screen.getByLabelText('Feature 2'), { target: { value: 'Second' } })
    expect(screen.getAllByRole('button', { name: /Remove Feature/ })).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Remove Feature 1' }))
    expect(screen.getByTestId('values')).toHaveTextContent('["Second"]')
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument()
  })

  it('drops empty entries before saving', () => {
    expect(withoutEmptyEntries(['a', '', '  ', ' b '])).toEqual(['a', 'b'])
  })
})
