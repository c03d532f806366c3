export { DashboardLayout as Component } from '@/app/layouts/dashboard-layout';
