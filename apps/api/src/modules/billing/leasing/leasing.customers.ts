import { toLocale } from '@veloport/domain';
import { AppError } from '../../../platform/errors';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import type { LeasingCustomer } from './leasing.bills';
import type { ContractRow } from './leasing.repository';

export type Actor = { id: number | null; ip?: string | null };

/** 409 with the generic `conflict` code: the screens only offer what the contract allows, so the message is for API callers. */
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const bikeName = (r: Pick<ContractRow, 'bikeLabel' | 'frameNumber'>) => `${r.bikeLabel} (${r.frameNumber})`;

/** The customers as the bills print them: the company when the contract has one, else the person (one query each). */
export function customersOfContracts({ companies, identity }: { companies: CompaniesService; identity: IdentityService }) {
  return async function customersOf(rows: ContractRow[]) {
    const [firms, people] = await Promise.all([
      companies.addressesByIds(rows.map((r) => r.companyId)),
      identity.customersByIds(rows.filter((r) => r.companyId === null).map((r) => r.userId)),
    ]);
    return (r: ContractRow): LeasingCustomer => {
      if (r.companyId !== null) {
        const firm = firms.get(r.companyId);
        const a = firm?.billingAddress;
        return {
          companyId: r.companyId,
          userId: null,
          customerName: firm?.name ?? '',
          customerVatNumber: firm?.vatNumber ?? null,
          customerAddress: a ? `${a.street}, ${a.postalCode} ${a.city}, ${a.country}` : null,
          customerLanguage: toLocale(firm?.language),
        };
      }
      const person = people.get(r.userId!);
      return {
        companyId: null,
        userId: r.userId,
        customerName: person?.name ?? '',
        customerVatNumber: null,
        customerAddress: null,
        customerLanguage: toLocale(person?.language),
      };
    };
  };
}
