/**
 * A Shopify orders export of our own making, seeded, as Shopify writes it (its 79 columns, one row per
 * line item, the order's columns only on its first row): the bench's 5 million rows
 * (tests/bench/import.ts). Orders are US in the main, some abroad, some without a shipping address,
 * some cancelled, voided or partly refunded, a few from POS; amounts are exact (integer cents).
 */
import { Random } from '../fuzz/random.ts'
import { writeRows } from '../pipeline/transactions/write-rows.ts'

/** The header of Shopify's orders export (see import/presets/shopify.json for where it comes from). */
export const shopifyColumns = [
  'Name', 'Email', 'Financial Status', 'Paid at', 'Fulfillment Status', 'Fulfilled at', 'Accepts Marketing', 'Currency',
  'Subtotal', 'Shipping', 'Taxes', 'Total', 'Discount Code', 'Discount Amount', 'Shipping Method', 'Created at',
  'Lineitem quantity', 'Lineitem name', 'Lineitem price', 'Lineitem compare at price', 'Lineitem sku',
  'Lineitem requires shipping', 'Lineitem taxable', 'Lineitem fulfillment status', 'Billing Name', 'Billing Street',
  'Billing Address1', 'Billing Address2', 'Billing Company', 'Billing City', 'Billing Zip', 'Billing Province',
  'Billing Country', 'Billing Phone', 'Shipping Name', 'Shipping Street', 'Shipping Address1', 'Shipping Address2',
  'Shipping Company', 'Shipping City', 'Shipping Zip', 'Shipping Province', 'Shipping Country', 'Shipping Phone', 'Notes',
  'Note Attributes', 'Cancelled at', 'Payment Method', 'Payment Reference', 'Refunded Amount', 'Vendor',
  'Outstanding Balance', 'Employee', 'Location', 'Device ID', 'Id', 'Tags', 'Risk Level', 'Source', 'Lineitem discount',
  'Tax 1 Name', 'Tax 1 Value', 'Tax 2 Name', 'Tax 2 Value', 'Tax 3 Name', 'Tax 3 Value', 'Tax 4 Name', 'Tax 4 Value',
  'Tax 5 Name', 'Tax 5 Value', 'Phone', 'Receipt Number', 'Duties', 'Billing Province Name', 'Shipping Province Name',
  'Payment ID', 'Payment Terms Name', 'Next Payment Due At', 'Payment References',
] as const

export type ShopifyColumn = (typeof shopifyColumns)[number]

/** One row as a record of the columns it fills; the rest are blank. */
export function shopifyRow(values: Partial<Record<ShopifyColumn, string>>): string {
  return shopifyColumns.map((column) => csvField(values[column] ?? '')).join(',')
}

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

const money = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`
const states = ['CA', 'NY', 'TX', 'FL', 'WA', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA', 'AZ', 'MA', 'TN', 'IN', 'MO', 'MD', 'WI', 'CO', 'MN', 'SC', 'AL', 'LA', 'KY', 'OR', 'OK', 'CT', 'UT', 'IA', 'NV', 'AR', 'MS', 'KS', 'NM', 'NE', 'ID', 'WV', 'HI', 'NH', 'ME', 'RI', 'MT', 'DE', 'SD', 'ND', 'AK', 'DC', 'VT', 'WY', 'PR']

/**
 * Writes an export of `rows` line-item rows to `file`, seeded: the same file for the same seed and rows.
 * Returns the number of orders written.
 */
export async function writeShopifyExport(file: string, rows: number, seed = 31): Promise<number> {
  const random = new Random(seed)
  const header = shopifyColumns.map(csvField).join(',')
  let order = 0
  let left = 0
  let clock = Date.UTC(2023, 0, 1)
  await writeRows(file, header, rows, () => {
    const starts = left === 0
    if (starts) {
      order++
      left = 1 + Math.floor(random.next() * 4)
    }
    left--
    const lineCents = 500 + Math.floor(random.next() * 20_000)
    const quantity = 1 + Math.floor(random.next() * 3)
    const line: Partial<Record<ShopifyColumn, string>> = {
      Name: `#${1000 + order}`, Email: `buyer${order % 5000}@example.com`,
      'Lineitem quantity': String(quantity), 'Lineitem name': `Product ${lineCents % 97}`, 'Lineitem price': money(lineCents),
      'Lineitem sku': `SKU-${lineCents % 97}`, 'Lineitem requires shipping': 'true', 'Lineitem taxable': 'true',
      'Lineitem fulfillment status': 'fulfilled', Vendor: 'Harbor Goods', 'Lineitem discount': '0.00',
    }
    if (!starts) return shopifyRow(line)
    clock += Math.floor(random.next() * 60_000)
    const iso = new Date(clock).toISOString()
    const stamp = `${iso.slice(0, 10)} ${iso.slice(11, 19)} -0500`
    const draw = random.next()
    const subtotal = lineCents * quantity + Math.floor(random.next() * 30_000)
    const shipping = Math.floor(random.next() * 1_500)
    const taxes = Math.round(subtotal * 0.07)
    const total = subtotal + shipping + taxes
    const abroad = draw < 0.04
    const state = states[Math.floor(random.next() * states.length)]!
    const status = draw < 0.02 ? 'voided' : draw < 0.06 ? 'partially_refunded' : draw < 0.08 ? 'refunded' : draw < 0.09 ? 'pending' : 'paid'
    const refunded = status === 'refunded' ? total : status === 'partially_refunded' ? Math.floor(total * random.next()) : 0
    Object.assign(line, {
      'Financial Status': status, 'Paid at': stamp, 'Fulfillment Status': 'fulfilled', 'Fulfilled at': stamp, 'Accepts Marketing': 'no',
      Currency: 'USD', Subtotal: money(subtotal), Shipping: money(shipping), Taxes: money(taxes), Total: money(total),
      'Discount Amount': '0.00', 'Shipping Method': 'Standard', 'Created at': stamp,
      'Billing Name': 'Pat Buyer', 'Billing Address1': '1 Main St', 'Billing City': 'Springfield', 'Billing Zip': '01101',
      'Billing Province': abroad ? 'ON' : state, 'Billing Country': abroad ? 'CA' : 'US',
      'Shipping Name': 'Pat Buyer', 'Shipping Address1': '1 Main St', 'Shipping City': 'Springfield', 'Shipping Zip': '01101',
      'Shipping Province': abroad ? 'ON' : state, 'Shipping Country': abroad ? 'CA' : 'US',
      'Cancelled at': draw > 0.995 ? stamp : '', 'Payment Method': 'Shopify Payments', 'Refunded Amount': money(refunded),
      'Outstanding Balance': '0.00', Id: String(5_000_000_000 + order), 'Risk Level': 'Low', Source: draw > 0.97 ? 'pos' : 'web',
      'Tax 1 Name': `${state} State Tax 7%`, 'Tax 1 Value': money(taxes),
    })
    return shopifyRow(line)
  })
  return order
}
