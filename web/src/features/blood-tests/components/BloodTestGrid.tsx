import type { BloodTest } from '@labsite/shared'
import { SimpleGrid } from '@mantine/core'
import { BloodTestCard } from './BloodTestCard'

type BloodTestGridProps = {
  tests: readonly BloodTest[]
  onBook: (test: BloodTest) => void
}

export function BloodTestGrid({ tests, onBook }: BloodTestGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {tests.map((test) => (
        <BloodTestCard key={test.id} test={test} onBook={onBook} />
      ))}
    </SimpleGrid>
  )
}
