import { useMemo } from 'react'
import { CatalogueListTab } from '../../components/CatalogueListTab'
import type { ListViewOptions } from '../../hooks/use-list-view'
import { OrderedImageCard } from './OrderedImageCard'
import { OrderedImageFormModal } from './OrderedImageFormModal'
import { type OrderedImageRecord, type OrderedImageResource, orderedImageOf } from './ordered-image'

/** A saved image (or its stand-in) goes where its order puts it. */
const byOrder = (list: OrderedImageRecord[]) =>
  list.sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))

/**
 * The Backgrounds and Sliders tabs on the one list + dialog pattern (CatalogueListTab): thumbnails
 * in the order staff arrange (drag, or keyboard: focus a handle, space, arrows, space), add and edit
 * in a dialog, confirmed delete; no bulk actions.
 */
export function OrderedImagesManager({ resource }: { resource: OrderedImageResource }) {
  const altOf = useMemo(
    () => (record: OrderedImageRecord) => orderedImageOf(resource, record).alt,
    [resource],
  )
  const listView = useMemo<ListViewOptions<OrderedImageRecord>>(
    () => ({ searchText: altOf, sortValues: { title: altOf, updatedAt: (r) => String(r.updatedAt ?? '') } }),
    [altOf],
  )
  const lower = resource.noun.toLowerCase()
  return (
    <CatalogueListTab<OrderedImageRecord>
      noun={lower}
      plural={`${lower} images`}
      addLabel={`Add ${resource.noun}`}
      intro={resource.shownOn}
      collection={resource.collection}
      nameOf={altOf}
      listView={listView}
      layout="grid"
      renderCard={(record, leading, actions) => (
        <OrderedImageCard
          image={orderedImageOf(resource, record)}
          noun={resource.noun}
          historyResource={resource.historyResource}
          leading={leading}
          {...actions}
        />
      )}
      renderForm={(props, list) => (
        <OrderedImageFormModal {...props} resource={resource} count={list.records.data.length} />
      )}
      arrangeSaved={byOrder}
    />
  )
}
