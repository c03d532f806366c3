export { DashboardHomePage as Component } from '@/features/dashboard/routes/dashboard-home-page';
