import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSelection } from '../hooks/use-selection'
import { createTestPlatform, renderAdmin } from '../testing/render-admin'
import { BulkBar } from './BulkBar'
import { SelectCheckbox } from './SelectCheckbox'

const IDS = ['a', 'b', 'c']

function Harness({
  onAction,
  publishable,
}: {
  onAction: (action: string, category?: string) => Promise<unknown>
  publishable?: boolean
}) {
  const selection = useSelection(IDS)
  return (
    <>
      <BulkBar
        selection={selection}
        pageIds={IDS.slice(0, 2)}
        noun="service"
        plural="services"
        categories={['Heart', 'Liver']}
        publishable={publishable}
        onAction={onAction}
      />
      {IDS.map((id) => (
        <SelectCheckbox key={id} id={id} name={`Service ${id}`} selection={selection} />
      ))}
    </>
  )
}

describe('BulkBar', () => {
  it('selects the page, names the count in the button and the confirmation, and deletes on confirm', async () => {
    const onAction = vi.fn(async () => undefined)
    renderAdmin(<Harness onAction={onAction} />, { platform: createTestPlatform().platform })
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    expect(screen.getByRole('checkbox', { name: 'Select Service a' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select Service c' })).not.toBeChecked()
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2 services' }))

    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 services?' })
    expect(dialog).toHaveTextContent('Delete 2 services? This cannot be undone.')
    expect(onAction).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 services' }))
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('delete', undefined))
  })

  it('changes the category only once one is typed, and cancel writes nothing', async () => {
    const onAction = vi.fn(async () => undefined)
    renderAdmin(<Harness onAction={onAction} />, { platform: createTestPlatform().platform })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Service c' }))
    fireEvent.click(screen.getByRole('button', { name: 'Change category' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change category of 1 service?' })
    const confirm = within(dialog).getByRole('button', { name: 'Change category of 1 service' })
    expect(confirm).toBeDisabled()
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'New category' }), {
      target: { value: 'Liver' },
    })
    fireEvent.click(confirm)
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('category', 'Liver'))

    onAction.mockClear()
    fireEvent.click(screen.getByRole('button', { name: 'Delete 1 service' }))
    const again = await screen.findByRole('dialog', { name: 'Delete 1 service?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(onAction).not.toHaveBeenCalled()
  })

  it('offers publish and unpublish only for lists whose records can be drafts', async () => {
    const onAction = vi.fn(async () => undefined)
    const { unmount } = renderAdmin(<Harness onAction={onAction} />, {
      platform: createTestPlatform().platform,
    })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Service a' }))
    expect(screen.queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument()
    unmount()

    renderAdmin(<Harness onAction={onAction} publishable />, { platform: createTestPlatform().platform })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish 2 services' }))
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish 2 services?' })
    expect(dialog).toHaveTextContent('Visitors will no longer see 2 services.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish 2 services' }))
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('unpublish', undefined))
  })
})
