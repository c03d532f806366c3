export { CharacteristicsPage as Component } from '@/features/catalog/routes/characteristics-page';
