import { achFeeConfig, invoice, type InvoiceItem, type InvoicePayment } from '@storefront/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Invoice } from './Invoice';
import type { InvoiceProduct } from './types';

/**
 * Repaints the whole story before its screenshot: corners last drawn by a partial repaint can differ by one shade
 * from a full paint, which a threshold-0 comparison reports.
 */
async function repaintWhole({ canvasElement }: { canvasElement: HTMLElement }) {
  canvasElement.style.boxShadow = 'inset 0 0 0 1px transparent';
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  canvasElement.style.boxShadow = '';
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

interface Lot extends InvoiceItem {
  readonly id: string;
  readonly title: string;
  readonly lotNumber: string;
  readonly discount?: number;
}

/** Each lot's lines come from the domain's invoice(), as the server's payment rows carry them per product. */
function productsOf(lots: readonly Lot[], payment: InvoicePayment): { products: InvoiceProduct[]; grandTotal: number } {
  const products = lots.map(({ id, title, lotNumber, discount, ...item }) => ({
    id,
    title,
    lotNumber,
    ...invoice({ items: [item], payment, ...(discount === undefined ? {} : { discount }) }),
  }));
  return { products, grandTotal: products.reduce((sum, product) => sum + product.total, 0) };
}

const goldEagle: Lot = {
  id: 'lot-12',
  lotNumber: '12',
  title: '1 oz American Gold Eagle 2024 BU',
  amount: 241_500,
  buyersPremiumPercent: 18,
  shipping: 2_500,
};
const silverBar: Lot = {
  id: 'lot-27',
  lotNumber: '27',
  title: '10 oz Silver Bar — Royal Canadian Mint',
  amount: 32_500,
  buyersPremiumPercent: 18,
  shipping: 1_800,
};
const morganDollar: Lot = {
  id: 'lot-41',
  lotNumber: '41',
  title: '1881-S Morgan Dollar MS-64 PCGS',
  amount: 18_500,
  buyersPremiumPercent: 18,
  shipping: 895,
  salesTax: 1_480,
};

const byCard = productsOf([goldEagle, silverBar, morganDollar], { method: 'card' });
const byBank = productsOf([{ ...goldEagle, discount: 5_000 }, silverBar], {
  method: 'bank',
  ach: achFeeConfig(1, 0),
});

const rowHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Whether a stylesheet rule inside `@media print` matches the element and sets the property to the value. */
function printRuleSets(element: Element, property: string, value: string): boolean {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes('print')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          if (inner.style.getPropertyValue(property) === value) return true;
        }
      }
    }
  }
  return false;
}

const meta = {
  title: 'Components/Auction/Invoice',
  component: Invoice,
  args: {
    invoiceNumber: '4815',
    from: {
      name: 'Cascade Bullion Exchange',
      lines: ['1420 NW Lovejoy St', 'Portland, OR 97209', 'United States'],
    },
    to: {
      name: 'Margaret Ellis',
      lines: ['2217 Maple Ridge Dr', 'Boise, ID 83702', 'United States'],
    },
    paymentType: 'Card',
    products: byCard.products,
    grandTotalCents: byCard.grandTotal,
    onPrint: fn(),
  },
  afterEach: repaintWhole,
} satisfies Meta<typeof Invoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lots paid by card: a table per lot, the grand total, 'Paid'. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('addresses, payment type and status', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Invoice #4815' })).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'From' }).nextElementSibling).toHaveTextContent(
        'Cascade Bullion Exchange',
      );
      await expect(canvas.getByRole('heading', { name: 'To' }).nextElementSibling).toHaveTextContent('Margaret Ellis');
      await expect(canvas.getByRole('heading', { name: 'Payment Type' }).nextElementSibling).toHaveTextContent('Card');
      await expect(canvas.getByText('Paid')).toBeVisible();
    });
    await step('a table per lot with its charges', async () => {
      const tables = canvas.getAllByRole('table');
      await expect(tables).toHaveLength(3);
      const [eagle, , morgan] = tables as [HTMLElement, HTMLElement, HTMLElement];
      await expect(eagle).toHaveAccessibleName('Lot #12 1 oz American Gold Eagle 2024 BU');
      await expect(rowHeaders(eagle)).toEqual([
        'Amount',
        "Buyer's Premium (18%)",
        'Shipping',
        'Transaction Fee',
        'Total',
      ]);
      await expect(within(eagle).getByRole('row', { name: /Transaction Fee/ })).toHaveTextContent('US $75.17');
      await expect(within(eagle).getByRole('row', { name: /Total/ })).toHaveTextContent('US $2,949.87');
      await expect(rowHeaders(morgan)).toContain('Sales Tax');
      await expect(within(morgan).getByRole('row', { name: /Sales Tax/ })).toHaveTextContent('US $14.80');
    });
    await step('grand total and the thanks', async () => {
      await expect(canvas.getByText('Grand Total').parentElement).toHaveTextContent('US $3,609.84');
      await expect(canvas.getByText('Thank you for shopping with us !')).toBeVisible();
    });
    await step('Print from the keyboard; on paper the button is hidden and nothing casts a shadow', async () => {
      const print = canvas.getByRole('button', { name: 'Print' });
      await userEvent.tab();
      await expect(print).toHaveFocus();
      await expect(getComputedStyle(print).outlineStyle).toBe('solid');
      await userEvent.keyboard('{Enter}');
      await expect(args.onPrint).toHaveBeenCalledTimes(1);
      await expect(printRuleSets(print.parentElement as HTMLElement, 'display', 'none'), 'print display').toBe(true);
      const article = canvas.getByRole('article');
      await expect(printRuleSets(article, 'box-shadow', 'none'), 'print shadow').toBe(true);
      await expect(printRuleSets(article, 'color', 'rgb(0, 0, 0)'), 'print color').toBe(true);
      await expect(
        printRuleSets(canvas.getAllByRole('table')[0] as HTMLElement, 'break-inside', 'avoid'),
        'print break',
      ).toBe(true);
    });
  },
};

/** Paid by bank with a US $50.00 discount on the Gold Eagle: the ACH fee label and a negative Discount line. */
export const WithDiscount: Story = {
  args: { paymentType: 'Bank (ACH)', products: byBank.products, grandTotalCents: byBank.grandTotal },
  play: async ({ canvas }) => {
    const [eagle] = canvas.getAllByRole('table') as [HTMLElement];
    await expect(rowHeaders(eagle)).toEqual([
      'Amount',
      "Buyer's Premium (18%)",
      'Shipping',
      'Transaction Fee (1%)',
      'Discount',
      'Total',
    ]);
    await expect(within(eagle).getByRole('row', { name: /Discount/ })).toHaveTextContent('-US $50.00');
    await expect(within(eagle).getByRole('row', { name: /Total/ })).toHaveTextContent('US $2,848.85');
    await expect(canvas.getByText('Grand Total').parentElement).toHaveTextContent('US $3,253.60');
    await expect(canvas.getByRole('heading', { name: 'Payment Type' }).nextElementSibling).toHaveTextContent(
      'Bank (ACH)',
    );
  },
};

const oneLot = productsOf([morganDollar], { method: 'card' });

/** On a small phone: two address columns, Payment Type under them, the lot's lines full width. */
export const Mobile: Story = {
  args: { products: oneLot.products, grandTotalCents: oneLot.grandTotal },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const from = canvas.getByRole('heading', { name: 'From' }).getBoundingClientRect();
    const to = canvas.getByRole('heading', { name: 'To' }).getBoundingClientRect();
    const payment = canvas.getByRole('heading', { name: 'Payment Type' }).getBoundingClientRect();
    await expect(to.top).toBe(from.top);
    await expect(payment.top).toBeGreaterThan(from.bottom);
    await expect(payment.left).toBe(from.left);
    const article = canvas.getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    const table = canvas.getByRole('table', { name: 'Lot #41 1881-S Morgan Dollar MS-64 PCGS' });
    await expect(Math.round(table.getBoundingClientRect().width)).toBe(
      Math.round(canvas.getByText('Grand Total').parentElement?.getBoundingClientRect().width ?? 0),
    );
    await expect(canvas.getByText('Grand Total').parentElement).toHaveTextContent('US $248.09');
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};
