import type { BulkAction } from '@labsite/shared'
import { Autocomplete, Button, Checkbox, Group, Text } from '@mantine/core'
import { useState } from 'react'
import type { Selection } from '../hooks/use-selection'
import { AdminModal } from './AdminModal'

/** "1 service", "2 services". */
export const countOf = (count: number, noun: string, plural: string) =>
  `${count} ${count === 1 ? noun : plural}`

export interface BulkBarProps {
  selection: Selection
  /** The ids of the shown page ("Select all on this page"). */
  pageIds: string[]
  /** Lower-case singular and plural, e.g. 'service', 'services'. */
  noun: string
  plural: string
  /** The categories to offer; absent for lists without one (no "Change category"). */
  categories?: string[]
  /** Lists whose records are published or drafts offer publish and unpublish. */
  publishable?: boolean
  /** Runs the action on the selected ids; resolves when the write settled. */
  onAction: (action: BulkAction, category?: string) => Promise<unknown>
}

const VERBS: Record<BulkAction, string> = {
  delete: 'Delete',
  category: 'Change category of',
  publish: 'Publish',
  unpublish: 'Unpublish',
}

/**
 * "Select all on this page" and, once records are ticked, the bulk actions; each asks first in a
 * dialog that names how many records it will change.
 */
export function BulkBar({
  selection,
  pageIds,
  noun,
  plural,
  categories,
  publishable,
  onAction,
}: BulkBarProps) {
  const [asking, setAsking] = useState<BulkAction | null>(null)
  const [category, setCategory] = useState('')
  const [busy, setBusy] = useState(false)
  const count = selection.ids.length
  const counted = countOf(count, noun, plural)
  const onPage = pageIds.filter((id) => selection.has(id)).length

  async function confirm() {
    if (!asking) return
    setBusy(true)
    try {
      await onAction(asking, asking === 'category' ? category.trim() : undefined)
    } finally {
      setBusy(false)
      setAsking(null)
    }
  }

  const ask = (action: BulkAction) => () => {
    setCategory('')
    setAsking(action)
  }

  return (
    <Group gap="sm" mb="sm" wrap="wrap" aria-label="Bulk actions" role="group">
      <Checkbox
        label="Select all on this page"
        checked={pageIds.length > 0 && onPage === pageIds.length}
        indeterminate={onPage > 0 && onPage < pageIds.length}
        disabled={pageIds.length === 0}
        onChange={(event) => selection.setAll(pageIds, event.currentTarget.checked)}
      />
      {count > 0 ? (
        <>
          <Text size="sm" fw={700} aria-live="polite">
            {counted} selected
          </Text>
          <Button size="xs" color="red" onClick={ask('delete')}>
            Delete {counted}
          </Button>
          {categories ? (
            <Button size="xs" variant="default" onClick={ask('category')}>
              Change category
            </Button>
          ) : null}
          {publishable ? (
            <>
              <Button size="xs" variant="default" onClick={ask('publish')}>
                Publish {counted}
              </Button>
              <Button size="xs" variant="default" onClick={ask('unpublish')}>
                Unpublish {counted}
              </Button>
            </>
          ) : null}
          <Button size="xs" variant="subtle" onClick={selection.clear}>
            Clear selection
          </Button>
        </>
      ) : null}
      <AdminModal
        opened={asking !== null}
        onClose={busy ? () => {} : () => setAsking(null)}
        title={asking ? `${VERBS[asking]} ${counted}?` : ''}
      >
        {asking === 'delete' ? <Text mb="lg">Delete {counted}? This cannot be undone.</Text> : null}
        {asking === 'publish' ? <Text mb="lg">Visitors will see {counted} at once.</Text> : null}
        {asking === 'unpublish' ? <Text mb="lg">Visitors will no longer see {counted}.</Text> : null}
        {asking === 'category' ? (
          <Autocomplete
            label="New category"
            data={categories ?? []}
            value={category}
            onChange={setCategory}
            mb="lg"
            data-autofocus
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            color={asking === 'delete' ? 'red' : undefined}
            onClick={confirm}
            loading={busy}
            disabled={asking === 'category' && category.trim() === ''}
          >
            {asking ? `${VERBS[asking]} ${counted}` : ''}
          </Button>
        </Group>
      </AdminModal>
    </Group>
  )
}
