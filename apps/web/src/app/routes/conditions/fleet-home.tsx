export { FleetConditionsHome as Component } from '@/features/companies/conditions/routes/fleet-conditions-home';
