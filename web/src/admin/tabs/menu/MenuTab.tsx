import type { MenuItem } from '@labsite/shared'
import { useState } from 'react'
import { menuItems } from '../../api'
import { CatalogueListTab } from '../../components/CatalogueListTab'
import type { ListViewOptions } from '../../hooks/use-list-view'
import { MenuItemCard } from './MenuItemCard'
import { MenuItemForm } from './MenuItemForm'
import { sortByOrder } from './menu-order'

const nameOf = (item: MenuItem) => item.title

/**
 * Menu tab: the header's links in their order; add and edit in a dialog, delete, reorder by dragging
 * (mouse, touch or keyboard), and each item's history (staff read it, admins restore).
 */
export default function MenuTab() {
  const [listView] = useState<ListViewOptions<MenuItem>>(() => ({
    searchText: (item) => `${item.title} ${item.path}`,
    sortValues: { title: nameOf, updatedAt: (item) => item.updatedAt },
  }))
  return (
    <CatalogueListTab<MenuItem>
      noun="menu item"
      plural="menu items"
      addLabel="Add Menu Item"
      reorderedTitle="Menu reordered"
      collection={menuItems}
      nameOf={nameOf}
      listView={listView}
      layout="list"
      arrangeSaved={sortByOrder}
      renderCard={(item, leading, actions) => (
        <MenuItemCard item={item} leading={leading} actions={actions} />
      )}
      renderForm={(props, list) => <MenuItemForm {...props} count={list.records.data.length} />}
    />
  )
}
