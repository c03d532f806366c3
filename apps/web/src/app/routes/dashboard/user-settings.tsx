export { UserSettingsPage as Component } from '@/features/identity/user-settings/routes/user-settings-page';
