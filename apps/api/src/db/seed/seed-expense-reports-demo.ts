import { addDays, brusselsToday, DEFAULT_EXPENSE_SETTINGS, mileageAmountCents, vatSplit, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { expenseBankAccounts, expenseBatches, expenseReports } from '../../modules/accounting/expense-reports/expense-reports.table';

type DemoExpense = {
  userId: number;
  status: 'draft' | 'submitted' | 'approved' | 'refused' | 'reimbursed';
  daysAgo: number;
  category: 'fuel' | 'parts' | 'travel' | 'meals' | 'tools' | 'other' | 'mileage';
  description: string;
  inclVatCents?: number;
  vatRate?: number;
  km?: number;
  refusalComment?: string;
};

/**
 * Expense reports for a new user to meet (decision 088): the mechanic's and the sales person's, one or more in each
 * status — a reimbursed pair paid by a batch executed two weeks ago — and their IBANs, so a batch can be made at once.
 */
export async function seedExpenseReportsDemo(
  tx: Tx,
  p: { adminId: number; mechanicId: number; salesId: number },
  clock: Clock,
): Promise<void> {
  const today = brusselsToday(clock);
  const now = clock.now();
  await tx.insert(expenseBankAccounts).values([
    { userId: p.mechanicId, iban: 'BE68539007547034' },
    { userId: p.salesId, iban: 'BE71096123456769' },
  ]);
  const [batch] = await tx
    .insert(expenseBatches)
    .values({
      messageId: 'VP-EXP-000001',
      executionDate: addDays(today, -14),
      status: 'paid',
      count: 2,
      totalCents: 0,
      paidOn: addDays(today, -14),
      paidById: p.adminId,
      createdById: p.adminId,
      createdAt: new Date(now.getTime() - 16 * 86_400_000),
    })
    .returning();
  const plan: DemoExpense[] = [
    {
      userId: p.mechanicId,
      status: 'reimbursed',
      daysAgo: 30,
      category: 'parts',
      description: 'Chaînes et patins de frein (Decathlon Liège)',
      inclVatCents: 4_890,
      vatRate: 21,
    },
    {
      userId: p.salesId,
      status: 'reimbursed',
      daysAgo: 28,
      category: 'mileage',
      description: 'Visite client Acme, Bruxelles – Liège aller-retour',
      km: 196,
    },
    {
      userId: p.mechanicId,
      status: 'approved',
      daysAgo: 12,
      category: 'fuel',
      description: 'Carburant camionnette tournée Herstal',
      inclVatCents: 6_350,
      vatRate: 21,
    },
    {
      userId: p.salesId,
      status: 'approved',
      daysAgo: 10,
      category: 'meals',
      description: 'Lunch client Globex',
      inclVatCents: 4_200,
      vatRate: 12,
    },
    { userId: p.mechanicId, status: 'submitted', daysAgo: 6, category: 'mileage', description: 'Réparation à domicile, Seraing', km: 34.5 },
    {
      userId: p.salesId,
      status: 'submitted',
      daysAgo: 5,
      category: 'travel',
      description: 'Train Bruxelles – Gand (salon vélo)',
      inclVatCents: 2_280,
      vatRate: 6,
    },
    {
      userId: p.mechanicId,
      status: 'refused',
      daysAgo: 9,
      category: 'tools',
      description: 'Clé dynamométrique personnelle',
      inclVatCents: 2_199,
      vatRate: 21,
      refusalComment: "L'atelier en possède déjà deux.",
    },
    {
      userId: p.mechanicId,
      status: 'draft',
      daysAgo: 1,
      category: 'other',
      description: 'Café pour la journée portes ouvertes',
      inclVatCents: 1_450,
      vatRate: 6,
    },
  ];
  const rate = DEFAULT_EXPENSE_SETTINGS.mileageMillicentsPerKm;
  const rows = plan.map((e) => {
    const date = addDays(today, -e.daysAgo);
    const at = new Date(now.getTime() - (e.daysAgo - 1) * 86_400_000);
    const amount = e.km !== undefined ? mileageAmountCents(e.km, rate) : e.inclVatCents!;
    const split = e.km !== undefined ? { exclVatCents: amount, vatCents: 0 } : vatSplit(amount, e.vatRate!);
    const decided = e.status !== 'draft' && e.status !== 'submitted';
    return {
      userId: e.userId,
      status: e.status,
      date,
      category: e.category,
      description: e.description,
      amountInclVatCents: amount,
      vatRate: e.km !== undefined ? null : e.vatRate!,
      ...split,
      km: e.km ?? null,
      mileageMillicentsPerKm: e.km !== undefined ? rate : null,
      submittedAt: e.status === 'draft' ? null : at,
      submittedById: e.status === 'draft' ? null : e.userId,
      decidedAt: decided ? new Date(at.getTime() + 86_400_000) : null,
      decidedById: decided ? p.adminId : null,
      refusalComment: e.refusalComment ?? null,
      batchId: e.status === 'reimbursed' ? batch!.id : null,
      reimbursedOn: e.status === 'reimbursed' ? batch!.executionDate : null,
    };
  });
  await tx.insert(expenseReports).values(rows);
  const paid = rows.filter((r) => r.status === 'reimbursed').reduce((s, r) => s + r.amountInclVatCents, 0);
  await tx.update(expenseBatches).set({ totalCents: paid });
}
