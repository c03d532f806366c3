export { UserSettingsPage as Component } from '@/features/user-settings/routes/user-settings-page';
