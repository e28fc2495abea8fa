import type { RecordMeta } from '@labsite/shared'
import { type ReactNode, useState } from 'react'
import {
  type CatalogueCollection,
  type CatalogueFormProps,
  CatalogueListTab,
} from '../../components/CatalogueListTab'
import type { ListViewOptions } from '../../hooks/use-list-view'
import { OrderedRecordCard } from './OrderedRecordCard'
import type { OrderedRecord } from './ordered-records'

export interface OrderedRecordsTabProps<T extends OrderedRecord> {
  /** Capitalised singular, e.g. 'Offer', 'Thyroid package'. */
  noun: string
  /** Plural for the count and the empty text, e.g. 'offers'. */
  plural: string
  /** The audit entity whose history each card opens, e.g. 'offer'. */
  historyResource: string
  collection: CatalogueCollection<T>
  nameOf: (record: T) => string
  imageOf: (record: T) => { src: string; alt: string }
  renderDetails: (record: T) => ReactNode
  renderForm: (props: CatalogueFormProps<T>) => ReactNode
  /** What the search box matches (besides the name). */
  searchTextOf?: (record: T) => string
  /** The amount `Price` sorts by. */
  priceOf?: (record: T) => number
}

/** A saved record (or its stand-in, numbered last) goes where its order puts it. */
const byOrder = <T extends OrderedRecord>(list: T[]) => list.sort((a, b) => a.order - b.order)

/**
 * A catalogue tab of records with pictures, shown as a numbered list in the order staff arrange
 * (offers, thyroid packages); no categories.
 */
export function OrderedRecordsTab<T extends OrderedRecord & RecordMeta>(props: OrderedRecordsTabProps<T>) {
  const { noun, plural, historyResource, collection, nameOf, imageOf, renderDetails, renderForm } = props
  const { searchTextOf, priceOf } = props
  const [listView] = useState<ListViewOptions<T>>(() => ({
    searchText: (record) => `${nameOf(record)} ${searchTextOf?.(record) ?? ''}`,
    sortValues: {
      title: nameOf,
      updatedAt: (record) => record.updatedAt,
      ...(priceOf ? { price: priceOf } : {}),
    },
  }))
  return (
    <CatalogueListTab<T>
      noun={noun.toLowerCase()}
      plural={plural}
      addLabel={`Add ${noun}`}
      collection={collection}
      nameOf={nameOf}
      listView={listView}
      layout="list"
      renderCard={(record, leading, actions) => (
        <OrderedRecordCard
          name={nameOf(record)}
          image={imageOf(record)}
          leading={leading}
          {...actions}
          history={{ resource: historyResource, id: record._id }}
        >
          {renderDetails(record)}
        </OrderedRecordCard>
      )}
      renderForm={renderForm}
      arrangeSaved={byOrder}
    />
  )
}
