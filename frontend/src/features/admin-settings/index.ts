/** The admin settings' entry point: what the app's routes use of it. */
export { TimeZoneSettings } from './components/time-zone-settings';
export { KeySettings } from './components/key-settings';
