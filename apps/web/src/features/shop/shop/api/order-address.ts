/**
 * Where an order is read and changed: with the tracking link's token (anyone holding the mail), or — token null — as
 * one of the signed-in customer's own orders, in their space.
 */
export const orderAddress = (number: string, token: string | null, step = '') => ({
  path: `${token === null ? '/shop/my-orders' : '/shop/orders'}/${encodeURIComponent(number)}${step}`,
  query: token === null ? undefined : { token },
});
