/** Every error the API can answer; the web translates the code, never shows the message. */
export const API_ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'csrf_mismatch',
  'user_not_found',
  'user_inactive',
  'wrong_password',
  'too_many_attempts',
  'employer_forbids_signup',
  'email_taken',
  'email_unverifiable',
  'token_invalid',
  'password_already_set',
  'missing_link_parameters',
  'mail_send_failed',
  'file_too_large',
  'file_type_invalid',
  'payload_too_large',
  /** A NUL byte or a lone UTF-16 surrogate anywhere in the request: text no field can store. */
  'invalid_characters',
  'domain_taken',
  'quiz_not_required',
  'quiz_unavailable',
  'format_unavailable',
  'cannot_deactivate_self',
  'internal_error',
  /** The database cannot be reached for a moment (a restart, a failover): nothing was changed, try again (decision 071). */
  'service_unavailable',
  'bike_sold',
  'bike_stolen',
  'bike_scrapped',
  'bike_not_let',
  /** An addition to a bike that is not in the depreciation register (decision 115). */
  'bike_not_in_register',
  /** The depreciation of that month or a later one is in the books already (decision 115). */
  'depreciation_booked',
  /** Undoing a write-off of a bike that is not written off (decision 115). */
  'bike_not_scrapped',
  /** The write-off's disposal entry is in the books: undoing it would need a reversing entry (decision 115). */
  'disposal_booked',
  /** Voiding a gift card voided already, or one with nothing left on it (decision 119). */
  'already_voided',
  'nothing_left',
  'stock_insufficient',
  'inventory_closed',
  'inventory_open_exists',
  'import_already_applied',
  'feed_invalid',
  'already_resold',
  'characteristic_in_use',
  // Decision 016: invited account without a password, sign-up not confirmed, staff protected from fleet managers.
  'invitation_pending',
  'email_unconfirmed',
  'staff_user_protected',
  // Sales (decision 021).
  'invalid_transition',
  'offer_not_editable',
  'offer_empty',
  'offer_not_signed',
  'document_not_applicable',
  // Leads (decision 022).
  'customer_exists',
  // Grouped orders (decision 025).
  'grouped_order_not_editable',
  'frame_number_taken',
  // Cash register (decision 023).
  'bike_not_in_stock',
  // Order fulfilment (decision 024).
  'order_closed',
  'order_has_bike',
  'no_bike_assigned',
  'handover_required',
  'bike_already_assigned',
  'bike_other_model',
  'bike_other_size',
  'bike_not_reserved',
  /** A bike on its way that a web order already holds: it stays set aside for that order (decision 105). */
  'bike_held_by_web_order',
  // Workshop price list and capacity (decision 030).
  'translations_required',
  'capacity_full',
  /** The store is closed that day: its opening calendar (decision 098). */
  'store_closed',
  // Shared-bike reservations (decision 033).
  'bike_unavailable',
  'reservation_closed',
  'terms_not_accepted',
  'quiz_required',
  'outside_allowed_days',
  'weekend_forbidden',
  'too_far_in_advance',
  'too_long',
  'outside_time_window',
  'cross_building_forbidden',
  'limit_per_month',
  'limit_per_year',
  'limit_simultaneous',
  'yearly_days_exceeded',
  // Quote and job lines of the workshop (decision 030).
  'job_completed',
  'no_quote_waiting',
  // Bills (decision 041).
  'bill_issued',
  'bill_not_issued',
  'bill_credited',
  'not_an_invoice',
  // Sending bills (decision 043).
  'bill_not_to_send',
  'bill_no_recipient',
  'send_failed',
  // Peppol e-invoices (decision 045).
  'bill_draft',
  'ubl_invalid',
  'peppol_delivery_failed',
  // Assistance reports on shared bikes (decision 038).
  'reservation_not_started',
  'report_resolved',
  // Online payment (decision 050).
  'not_configured',
  'already_paid',
  'signature_invalid',
  // Bills from sources (decision 048).
  'already_billed',
  // SEPA direct debit (decision 046).
  'bill_in_open_batch',
  'mandate_revoked',
  'batch_closed',
  'pain008_invalid',
  // Company questionnaires (decision 054): the public page tells an inactive questionnaire from an unknown one.
  'questionnaire_inactive',
  // The web shop (decision 082): a line that can no longer be served, an order past the step a customer may undo.
  'out_of_stock',
  'not_cancellable',
  'withdrawal_period_over',
  // A web order's money given back twice (decision 105).
  'already_refunded',
  // The payment provider refused or could not be reached for an online order's refund (decision 112): nothing changed.
  'provider_refund_failed',
  // The books (decision 084): the same supplier invoice uploaded twice.
  'duplicate_purchase',
  // The accountant's software (decision 107): a sync asked before a folder is connected.
  'not_connected',
  // Horus could not be read back (decision 117): down, or its answer refused; nothing changed.
  'software_unavailable',
  /** The same lender and reference recorded twice (decision 087). */
  'duplicate_loan',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Field-level codes, shared by the forms and the API's 422 answers. */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'invalid_email',
  'invalid_phone',
  /** A date or a moment already gone (one code for every date field, decision 073). */
  'in_the_past',
  /** A date that has not come yet where only a past or today's date makes sense (a payment, a signature). */
  'in_the_future',
  'too_long',
  'too_small',
  'too_big',
  'too_short',
  'missing_digit',
  'missing_special',
  'missing_uppercase',
  'passwords_mismatch',
  // Companies, users and their rules (issue 3).
  'duplicate',
  'unknown',
  'admin_only',
  'email_taken',
  'invalid_vat_number',
  'invalid_domain',
  'personal_domain',
  'domain_taken',
  'unknown_feature',
  'invalid_time',
  'return_before_take',
  'max_exceeds_month',
  'max_exceeds_year',
  'weekend_forbidden',
  'no_correct_answer',
  'min_score_unreachable',
  'frame_number_taken',
  'frame_number_duplicate',
  'slug_taken',
  'reference_taken',
  'user_not_in_company',
  'must_be_empty',
  'unknown_model',
  'unknown_location',
  /** A day the store's opening calendar closes (decision 098). */
  'store_closed',
  'unknown_company',
  'unknown_user',
  'unknown_part',
  'not_a_part',
  'unknown_accessory',
  'unknown_bike',
  'not_company_bike',
  'unknown_item',
  'same_location',
  'same_accessory',
  'overlap',
  'not_electric',
  'characteristic_in_use',
  'invalid_characters',
  'too_many',
  'wrong_line_kind',
  'unknown_order',
  'unknown_line',
  // Shared-bike reservations (decision 033).
  'end_before_start',
  'not_allowed',
  // Bills (decision 041).
  'customer_required',
  'quantity_invalid',
  'vat_rate_invalid',
  'credit_exceeds_bill',
  // External financing and insurance follow-ups (decision 051).
  'already_financed',
  'not_insured',
  // Gift cards and promo codes (decision 050).
  'expired',
  'insufficient_balance',
  /** A gift card voided (decision 119): refused at every use. */
  'voided',
  // A bill paid with a gift card from the gift cards screen (decision 120).
  'bill_not_open',
  'more_than_left_to_pay',
  'not_started',
  'used_up',
  'customer_limit',
  'below_minimum',
  'inactive',
  // Promo codes and gift cards at the till, delivery zones (decision 059).
  'not_applicable',
  'more_than_total',
  'zone_overlap',
  // A gift card sold at the till cannot be paid with a gift card (decision 063).
  'not_for_gift_cards',
  // SEPA direct debit (decision 046).
  'iban_invalid',
  'bic_invalid',
  'reference_invalid',
  'collection_date_too_soon',
  /** A weekend day where a bank must work (a collection, a transfer's execution): TARGET2 is closed. */
  'not_business_day',
  /** A TARGET2 holiday (New Year, Good Friday, Easter Monday, 1 May, 25 and 26 December). */
  'bank_holiday',
  'nothing_to_collect',
  'unknown_bill',
  'bill_not_collectable',
  'bill_without_mandate',
  'mandate_not_collectable',
  'mandate_first_debit_pending',
  // Declared with decision 073: codes the API sent that no catalogue knew, so users read "invalid".
  'invalid_date',
  'period_too_long',
  'before_statistics_start',
  'not_billable',
  'sale_only',
  'not_offered_here',
  'not_placed',
  'not_a_mechanic',
  'unknown_request',
  'at_the_shop',
  'finished',
  'no_address',
  'statement_unknown_format',
  'statement_unreadable',
  'already_matched',
  'not_waiting',
  'not_undoable',
  'already_undone',
  'not_overdue',
  'reminders_done',
  'pain001_invalid',
  'refund_exceeds_credit',
  'nothing_to_refund',
  'already_final',
  // The books (decision 084): a supplier's UBL invoice and the supplier payments.
  'ubl_unreadable',
  'not_a_ubl_invoice',
  'currency_not_eur',
  'totals_mismatch',
  'no_supplier_vat_number',
  'purchase_not_payable',
  'no_supplier_iban',
  // Loans (decision 087): an instalment recorded twice, a loan already repaid.
  'instalment_paid',
  // An early repayment while an instalment due before it is still unpaid (decision 106).
  'instalments_unpaid',
  'loan_repaid',
  // Expense reports (decision 088).
  'receipt_required',
  'expense_not_payable',
  'no_staff_iban',
  // Additions to an asset (decision 115): dated before the asset's acquisition, or on or after its disposal.
  'before_acquisition',
  'after_disposal',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * What a 422 answer's `fields` may carry: a field code, or an API code that says what is wrong with that one field
 * (`wrong_password`, `bike_not_in_stock`); the web translates both (lib/errors.ts `useFieldErrorMessage`). Typing
 * `invalid()` and `AppError` with it makes an undeclared code a compile error on the API (decision 073).
 */
export type FieldCode = FieldErrorCode | ApiErrorCode;
