import { OrderedLinesPage } from '@/features/grouped-orders/routes/ordered-lines-page';

export const Component = () => <OrderedLinesPage kind="accessories" />;
