/** An order's bill (issue 28, D107): the page the customer and the seller open from the order. */
export { BillPage } from './bill-page.tsx';
