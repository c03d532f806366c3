import { can } from '@veloport/domain';
import { BikeContractsAndFinancing } from '@/app/compositions/bike-contracts-financing';
import { AssetAdditions } from '@/features/accounting/depreciation/components/asset-additions';
import { BikeDetailPage } from '@/features/stock/stock/routes/bike-detail-page';
import { useAuthUser } from '@/lib/auth/auth-context';

/**
 * The stock bike's page, with its leasing contracts, external financing and insurance follow-ups (decision 060), and
 * for the admin what was added to it as a fixed asset (decision 115).
 */
export function StockBikeDetailPage() {
  const user = useAuthUser();
  return (
    <BikeDetailPage
      detailsSlot={(bikeId) => (
        <>
          <BikeContractsAndFinancing bikeId={bikeId} />
          {can(user, 'admin') && <AssetAdditions bikeId={bikeId} />}
        </>
      )}
    />
  );
}
