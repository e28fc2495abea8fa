import type { Locator } from '@playwright/test'

/** A family member as the basket takes them: name, age in years and sex. */
export type FamilyMember = readonly [name: string, age: string, sex: 'female' | 'male' | 'other']

/** Adds each member to the basket by tap and fills their name, age and sex (each takes every item). */
export async function addFamilyMembers(basket: Locator, members: readonly FamilyMember[]) {
  for (const [index, [name, age, sex]] of members.entries()) {
    await basket.getByRole('button', { name: 'Add a family member' }).tap()
    await basket.getByLabel(`Name of member ${index + 1}`).fill(name)
    await basket.getByLabel(`Age of member ${index + 1}`).fill(age)
    await basket.getByLabel(`Sex of member ${index + 1}`).selectOption(sex)
  }
}
