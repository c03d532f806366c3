import { companiesRoot, contactsRoot } from '@/lib/query-roots';

/** Companies' and their contacts' query keys (decision 072). */
export const companiesKeys = {
  lists: () => [...companiesRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...companiesRoot, 'list', query] as const,
  company: (id: number) => [...companiesRoot, id] as const,
  history: (id: number) => [...companiesRoot, id, 'history'] as const,
  historyPage: (id: number, page: number) => [...companiesRoot, id, 'history', page] as const,
  documents: (companyId: number) => [...companiesRoot, companyId, 'documents'] as const,
  documentPage: (companyId: number, page: number) => [...companiesRoot, companyId, 'documents', page] as const,
  process: (id: number) => [...companiesRoot, id, 'process'] as const,
  peppol: (companyId: number) => [...companiesRoot, companyId, 'peppol'] as const,
  allContacts: () => [...contactsRoot, 'all'] as const,
  contactList: (query: Record<string, string | number>) => [...contactsRoot, 'all', query] as const,
  contact: (id: number) => [...contactsRoot, 'one', id] as const,
  companyContacts: (companyId: number) => [...contactsRoot, 'company', companyId] as const,
  companyContactList: (companyId: number, query: Record<string, string | number>) =>
    [...contactsRoot, 'company', companyId, query] as const,
};
