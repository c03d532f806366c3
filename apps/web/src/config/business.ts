/*
 * Who a shop order's bank transfer pays (the EPC QR code of the order's confirmation, decision 083). Mirrors the
 * API's `config.business` defaults (BUSINESS_NAME, BUSINESS_IBAN, BUSINESS_BIC, BUSINESS_VAT_NUMBER…), which the
 * web cannot read; a deployment with other values builds the web with the same VITE_BUSINESS_* variables.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const business = {
  name: env.VITE_BUSINESS_NAME ?? 'Veloport SRL',
  address: env.VITE_BUSINESS_ADDRESS ?? 'Boulevard de la Sauvenière 1, 4000 Liège, BE',
  vatNumber: env.VITE_BUSINESS_VAT_NUMBER ?? 'BE0123456749',
  register: env.VITE_BUSINESS_REGISTER ?? 'RPM Liège, division Liège',
  iban: env.VITE_BUSINESS_IBAN ?? 'BE68539007547034',
  bic: env.VITE_BUSINESS_BIC ?? 'GKCCBEBB',
};
