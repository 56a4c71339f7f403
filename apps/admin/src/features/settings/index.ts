export { SettingsForm } from './components/settings-form';
export { getStoreSettings } from './settings-api';
