export { FleetConditionsHome as Component } from '@/features/conditions/routes/fleet-conditions-home';
