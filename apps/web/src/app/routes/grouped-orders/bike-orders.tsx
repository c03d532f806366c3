import { OrderedLinesPage } from '@/features/sales/grouped-orders/routes/ordered-lines-page';

export const Component = () => <OrderedLinesPage kind="bikes" />;
