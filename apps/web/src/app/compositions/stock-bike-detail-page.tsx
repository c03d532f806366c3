import { BikeContractsAndFinancing } from '@/app/compositions/bike-contracts-financing';
import { BikeDetailPage } from '@/features/stock/stock/routes/bike-detail-page';

/** The stock bike's page, with its leasing contracts, external financing and insurance follow-ups (decision 060). */
export const StockBikeDetailPage = () => <BikeDetailPage detailsSlot={(bikeId) => <BikeContractsAndFinancing bikeId={bikeId} />} />;
