import type { ContactsService } from '../../companies/contacts/contacts.service';
import type { IdentityService } from '../../identity/identity.service';

export type BillRecipient = { name: string; email: string; language?: string };

/**
 * Who receives what is sent about a customer's bills — the bill itself (decision 043), its reminders (047), a direct
 * debit's pre-notification (046): a company's billing contacts (its contact people and users of type `billing`, plus
 * the `billing_copy` ones), or without any `billing` one its fleet managers; a person themself. Each address once.
 */
export function billRecipients({ contacts, identity }: { contacts: ContactsService; identity: IdentityService }) {
  return async function recipientsOf(customer: { companyId: number | null; userId: number | null }): Promise<BillRecipient[]> {
    let people: BillRecipient[];
    if (customer.companyId !== null) {
      const companyId = customer.companyId;
      const listed = async (type: 'billing' | 'billing_copy') =>
        (await contacts.listForExport({ kind: 'all' }, { companyId, type, sort: 'lastname', order: 'asc' })).map((c) => ({
          name: `${c.firstname} ${c.lastname}`,
          email: c.email,
        }));
      const [billing, copies, users] = await Promise.all([listed('billing'), listed('billing_copy'), identity.billingContacts(companyId)]);
      const main = [...billing, ...users.filter((u) => !u.copy)];
      people = main.length ? [...main, ...copies, ...users.filter((u) => u.copy)] : await identity.holding('fleetManager', [companyId]);
    } else if (customer.userId !== null) {
      const person = (await identity.customersByIds([customer.userId])).get(customer.userId);
      people = person ? [person] : [];
    } else people = [];
    const seen = new Set<string>();
    return people
      .filter((p) => p.email && !seen.has(p.email.toLowerCase()) && seen.add(p.email.toLowerCase()))
      .map((p) => ({ name: p.name, email: p.email, language: p.language }));
  };
}

/** The customer of a bill as the recipients need it. */
export const billCustomer = (bill: { customer: { kind: 'company' | 'person'; id: number } }) =>
  bill.customer.kind === 'company' ? { companyId: bill.customer.id, userId: null } : { companyId: null, userId: bill.customer.id };
