import { describe, expect, it } from 'vitest'
import { csvCell, toCsv, UTF8_BOM } from './csv'

describe('csvCell', () => {
  it('leaves plain text, numbers and booleans as they are', () => {
    expect(csvCell('Asha Rao')).toBe('Asha Rao')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"')
    expect(csvCell('She said "fasting"')).toBe('"She said ""fasting"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
  })

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralizes a cell that a spreadsheet would run as a formula: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected)
  })

  it('does not touch a formula character that is not at the start', () => {
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell('asha@example.com')).toBe('asha@example.com')
  })

  it('writes dates as ISO timestamps', () => {
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z')
  })
})

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (row: { name: string; age: number }) => row.name },
    { header: 'Age', value: (row: { name: string; age: number }) => row.age },
  ]

  it('starts with a BOM and a header row and ends every line with CRLF', () => {
    const csv = toCsv(columns, [
      { name: 'आशा', age: 31 },
      { name: 'Rao, Ravi', age: 40 },
    ])
    expect(csv).toBe(`${UTF8_BOM}Name,Age\r\nआशा,31\r\n"Rao, Ravi",40\r\n`)
  })

  it('writes only the header row when there are no rows', () => {
    expect(toCsv(columns, [])).toBe(`${UTF8_BOM}Name,Age\r\n`)
  })
})
