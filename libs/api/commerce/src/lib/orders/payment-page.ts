/** The route through which the shop sends a buyer to pay (see PaymentPageController). */
export const PAYMENT_PAGE_ROUTE = 'api/v1/orders';

/** Where the shop sends a buyer to pay: through this route, which extends the order's hold once, to IremboPay's page. */
export const paymentPageUrl = (publicUrl: string, orderNumber: string) => `${publicUrl}/${PAYMENT_PAGE_ROUTE}/${encodeURIComponent(orderNumber)}/pay`;
