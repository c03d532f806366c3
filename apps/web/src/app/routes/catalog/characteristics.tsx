export { CharacteristicsPage as Component } from '@/features/catalog/catalog/routes/characteristics-page';
